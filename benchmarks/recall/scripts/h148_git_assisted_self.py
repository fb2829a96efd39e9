# classes: 8
"""Speculative decoding for GIT captions with a second copy as the assistant."""

from PIL import Image
from transformers import AutoProcessor, AutoModelForCausalLM

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

draft = AutoModelForCausalLM.from_pretrained(MODEL)
image = Image.new("RGB", (64, 64), (128, 0, 128))
pixel_values = processor(images=image, return_tensors="pt").pixel_values
ids = model.generate(pixel_values=pixel_values, max_new_tokens=8, assistant_model=draft)
print(processor.batch_decode(ids, skip_special_tokens=True))
