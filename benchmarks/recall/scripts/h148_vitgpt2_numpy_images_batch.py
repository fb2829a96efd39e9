# classes: 8
"""Caption a batch of numpy frames (e.g. from a video decoder) with vit-gpt2."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

import numpy as np

frames = [np.full((48, 64, 3), v, dtype=np.uint8) for v in (0, 80, 160, 240)]
pixel_values = feature_extractor(images=frames, return_tensors="pt").pixel_values
out = model.generate(pixel_values, max_new_tokens=6, num_beams=2, num_return_sequences=2)
captions = tokenizer.batch_decode(out, skip_special_tokens=True)
print(len(captions), captions[:2])
