# classes: 4
"""Caption a folder of images through the image-to-text pipeline in batches."""

from PIL import Image
from transformers import pipeline

captioner = pipeline("image-to-text", model="Salesforce/blip-image-captioning-base")
images = [Image.new("RGB", (64, 64), (i * 40, 0, 0)) for i in range(4)]
for result in captioner(images, batch_size=2, max_new_tokens=6):
    print(result[0]["generated_text"])
