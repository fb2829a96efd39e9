# classes: 5 8
"""Reuse one DynamicCache across two BLIP caption calls to save memory."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

from transformers import DynamicCache

cache = DynamicCache()
for colour in [(255, 0, 0), (0, 255, 0)]:
    inputs = processor(images=Image.new("RGB", (64, 64), colour), return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=6, past_key_values=cache)
    print(processor.decode(out[0], skip_special_tokens=True))
