# classes: 3 8
"""A BLIP captioning helper whose caption length comes from a config dict (0 = 'auto')."""

import torch
from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-base"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

CONFIG = {"caption_tokens": 0, "beams": 1}


def caption(image, cfg=CONFIG):
    inputs = processor(images=image, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=cfg["caption_tokens"], num_beams=cfg["beams"])
    return processor.decode(out[0], skip_special_tokens=True)


print(caption(Image.new("RGB", (64, 64), (1, 2, 3))))
