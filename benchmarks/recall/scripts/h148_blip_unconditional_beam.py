# classes: 8
"""BLIP unconditional captioning with beam search, from the model card."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

raw_image = Image.new("RGB", (120, 90), (30, 160, 220))
inputs = processor(images=raw_image, return_tensors="pt")
out = model.generate(**inputs, num_beams=3, max_new_tokens=10)
print(processor.decode(out[0], skip_special_tokens=True))
