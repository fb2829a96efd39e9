# classes: 8
"""LLaVA chat template tokenized directly (ids + pixel values) and passed to generate."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

image = Image.new("RGB", (64, 64), (1, 1, 1))
messages = [{"role": "user", "content": [{"type": "image", "image": image}, {"type": "text", "text": "tell me"}]}]
inputs = processor.apply_chat_template(messages, add_generation_prompt=True, tokenize=True, return_dict=True, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=6)
print(processor.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))
