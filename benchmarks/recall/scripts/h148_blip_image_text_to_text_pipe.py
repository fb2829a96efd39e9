# classes: 4
"""BLIP through the newer image-text-to-text pipeline with a caption prompt."""

from PIL import Image
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="Salesforce/blip-image-captioning-base")
image = Image.new("RGB", (64, 64), (40, 40, 200))
print(pipe(images=image, text="a picture of", max_new_tokens=6))
