# classes: 8
"""Ban one word id list from BLIP captions, written as a flat list."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

bad = processor.tokenizer("dogs cats", add_special_tokens=False).input_ids
inputs = processor(images=Image.new("RGB", (64, 64), (5, 5, 5)), return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=8, bad_words_ids=bad)
print(processor.decode(out[0], skip_special_tokens=True))
