# classes: 8
"""Batch conditional captioning: two images, two prompts, padded."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

images = [Image.new("RGB", (80, 80), (255, 0, 0)), Image.new("RGB", (80, 80), (0, 0, 255))]
prompts = ["a picture of", "a photo of a red"]
inputs = processor(images=images, text=prompts, return_tensors="pt", padding=True)
out = model.generate(**inputs, max_new_tokens=8)
print(processor.batch_decode(out, skip_special_tokens=True))
