# classes: 8 3
"""Alternative captions for an image with the ViT-GPT2 captioner."""

import argparse

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

NAME = "nlpconnect/vit-gpt2-image-captioning"

ap = argparse.ArgumentParser()
ap.add_argument("--beams", type=int, default=2)
ap.add_argument("--alternatives", type=int, default=3)
args = ap.parse_args()

model = VisionEncoderDecoderModel.from_pretrained(NAME)
feature_extractor = ViTImageProcessor.from_pretrained(NAME)
tokenizer = AutoTokenizer.from_pretrained(NAME)

pixel_values = feature_extractor(images=[Image.new("RGB", (64, 64), "white")], return_tensors="pt").pixel_values
ids = model.generate(pixel_values, max_new_tokens=6, num_beams=args.beams, num_return_sequences=args.alternatives)
for c in tokenizer.batch_decode(ids, skip_special_tokens=True):
    print(c.strip())
