# classes: 5 8
"""Try a static KV cache for faster caption decoding on vit-gpt2."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

img = Image.new("RGB", (64, 64), (12, 34, 56))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, max_new_tokens=8, cache_implementation="static")
print(tokenizer.decode(out[0], skip_special_tokens=True))
