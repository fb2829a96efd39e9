# classes: 4
"""The one-liner captioning pipeline from the vit-gpt2 model card."""

from PIL import Image
from transformers import pipeline

image_to_text = pipeline("image-to-text", model="nlpconnect/vit-gpt2-image-captioning")
img = Image.new("RGB", (120, 80), (200, 180, 40))
print(image_to_text(img, max_new_tokens=8))
