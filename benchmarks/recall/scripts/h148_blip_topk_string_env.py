# classes: 3 8
"""Sampling settings read from environment variables for a captioning worker."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

import os

top_k = os.environ.get("CAPTION_TOP_K", "40")
temperature = float(os.environ.get("CAPTION_TEMPERATURE", "0.8"))
inputs = processor(images=Image.new("RGB", (64, 64), (5, 5, 5)), return_tensors="pt")
out = model.generate(**inputs, do_sample=True, top_k=top_k, temperature=temperature, max_new_tokens=8)
print(processor.decode(out[0], skip_special_tokens=True))
