# classes: 8
"""BLIP-large captions with a repetition penalty against 'a a a' loops."""

from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-large"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)
image = Image.new("RGB", (100, 100), (0, 90, 0))
inputs = processor(images=image, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=12, num_beams=3, repetition_penalty=1.5, length_penalty=1.0)
print(processor.decode(out[0], skip_special_tokens=True))
