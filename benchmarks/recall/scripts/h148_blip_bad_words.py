# classes: 8
"""Keep BLIP from writing certain words in captions."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

bad = processor.tokenizer(["dogs", "cats"], add_special_tokens=False).input_ids
inputs = processor(images=Image.new("RGB", (64, 64), (5, 5, 5)), return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=8, bad_words_ids=bad)
print(processor.decode(out[0], skip_special_tokens=True))
