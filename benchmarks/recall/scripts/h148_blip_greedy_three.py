# classes: 8
"""Three BLIP captions per image for a reranker, without turning sampling on."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

raw_image = Image.new("RGB", (120, 90), (30, 160, 220))
inputs = processor(images=raw_image, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=10, num_return_sequences=3)
print(processor.batch_decode(out, skip_special_tokens=True))
