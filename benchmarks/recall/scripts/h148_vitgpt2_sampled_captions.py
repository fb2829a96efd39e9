# classes: 8
"""Diverse captions by nucleus sampling, three per image."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

import torch

torch.manual_seed(0)
img = Image.new("RGB", (64, 64), (10, 200, 30))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, do_sample=True, top_p=0.9, top_k=50, max_new_tokens=8, num_return_sequences=3)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
