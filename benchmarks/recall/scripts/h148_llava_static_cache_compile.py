# classes: 5 8
"""LLaVA with a static cache, preparing for torch.compile."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

prompt = "USER: <image>\ntell me a story ASSISTANT:"
inputs = processor(images=Image.new("RGB", (64, 64), (1, 1, 1)), text=prompt, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=8, cache_implementation="static")
print(processor.decode(out[0], skip_special_tokens=True))
