# classes: 8
"""BLIP caption call with a keyword copied from an OpenAI-style API."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

inputs = processor(images=Image.new("RGB", (64, 64), (5, 5, 5)), return_tensors="pt")
out = model.generate(**inputs, max_tokens=8)
print(processor.decode(out[0], skip_special_tokens=True))
