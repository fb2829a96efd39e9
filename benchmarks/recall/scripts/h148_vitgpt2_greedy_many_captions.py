# classes: 8
"""Ask vit-gpt2 for three alternative captions per image, greedy (no sampling flag)."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

img = Image.new("RGB", (64, 64), (10, 200, 30))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, max_new_tokens=8, num_return_sequences=3)
for caption in tokenizer.batch_decode(out, skip_special_tokens=True):
    print("-", caption)
