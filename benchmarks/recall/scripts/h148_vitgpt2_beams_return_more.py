# classes: 8
"""Beam search with two beams but five captions back, to rank them later."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

img = Image.new("RGB", (64, 64), (90, 90, 90))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, num_beams=2, num_return_sequences=5, max_new_tokens=8)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
