# classes: 3 8
"""A small captioning CLI whose beam count comes from argparse."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--num-beams", type=float, default=3)
parser.add_argument("--max-length", type=int, default=16)
args = parser.parse_args([])

img = Image.new("RGB", (64, 64), (255, 255, 255))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, num_beams=args.num_beams, max_length=args.max_length)
print(tokenizer.decode(out[0], skip_special_tokens=True))
