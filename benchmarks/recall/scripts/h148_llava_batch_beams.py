# classes: 8
"""Batch of two LLaVA prompts, left padded, with beam search and two answers each."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

processor.tokenizer.padding_side = "left"
prompts = ["USER: <image>\ntell me ASSISTANT:", "USER: <image>\ntell me a story about dogs ASSISTANT:"]
images = [Image.new("RGB", (64, 64), (9, 9, 9)), Image.new("RGB", (64, 64), (200, 9, 9))]
inputs = processor(images=images, text=prompts, return_tensors="pt", padding=True)
out = model.generate(**inputs, max_new_tokens=6, num_beams=2, num_return_sequences=2)
print(processor.batch_decode(out, skip_special_tokens=True))
