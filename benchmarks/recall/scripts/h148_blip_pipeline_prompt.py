# classes: 4
"""Conditional captioning through the pipeline with a prompt."""

from PIL import Image
from transformers import pipeline

captioner = pipeline("image-to-text", model="Salesforce/blip-image-captioning-base")
image = Image.new("RGB", (64, 64), (40, 40, 200))
print(captioner(image, prompt="a picture of", max_new_tokens=6))
