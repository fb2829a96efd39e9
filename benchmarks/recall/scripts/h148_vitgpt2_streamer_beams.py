# classes: 8
"""Stream the caption as it is produced, with beam search for quality."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

from transformers import TextStreamer

streamer = TextStreamer(tokenizer, skip_special_tokens=True)
img = Image.new("RGB", (64, 64), (250, 120, 0))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
model.generate(pixel_values, num_beams=3, max_new_tokens=8, streamer=streamer)
