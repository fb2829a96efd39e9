# classes: 8
"""GIT with sampling but temperature 0 meant as 'deterministic'."""

from PIL import Image
from transformers import AutoProcessor, AutoModelForCausalLM

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

image = Image.new("RGB", (64, 64), (128, 0, 128))
pixel_values = processor(images=image, return_tensors="pt").pixel_values
ids = model.generate(pixel_values=pixel_values, do_sample=True, temperature=0, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
