# classes: 8
"""Stream captions of a two-image batch to stdout, greedy."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

from transformers import TextStreamer

streamer = TextStreamer(tokenizer, skip_special_tokens=True)
images = [Image.new("RGB", (64, 64), (250, 120, 0)), Image.new("RGB", (64, 64), (0, 0, 0))]
pixel_values = feature_extractor(images=images, return_tensors="pt").pixel_values
model.generate(pixel_values, max_new_tokens=6, streamer=streamer)
