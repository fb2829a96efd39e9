# classes: 2 8
"""Compare decoding settings for vit-gpt2 in a loop over configurations."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

img = Image.new("RGB", (64, 64), (33, 66, 99))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
settings = [
    {"num_beams": 1},
    {"num_beams": 4, "early_stopping": True},
    {"do_sample": True, "temperature": 0.0},
]
for s in settings:
    out = model.generate(pixel_values, max_new_tokens=6, **s)
    print(s, tokenizer.decode(out[0], skip_special_tokens=True))
