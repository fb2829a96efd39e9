# classes: 8
"""BLIP conditional captioning: continue a text prompt about the image."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

raw_image = Image.new("RGB", (120, 90), (30, 160, 220))
text = "a photography of"
inputs = processor(raw_image, text, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=10)
print(processor.decode(out[0], skip_special_tokens=True))
