# classes: 8
"""LLaVA called with an image but a plain prompt without the <image> placeholder."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

inputs = processor(images=Image.new("RGB", (64, 64), (1, 1, 1)), text="tell me a story", return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=6)
print(processor.decode(out[0], skip_special_tokens=True))
