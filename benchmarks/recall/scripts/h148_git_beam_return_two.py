# classes: 8
"""GIT with beam search returning the two best captions."""

from PIL import Image
from transformers import AutoProcessor, AutoModelForCausalLM

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

image = Image.new("RGB", (64, 64), (128, 0, 128))
pixel_values = processor(images=image, return_tensors="pt").pixel_values
ids = model.generate(pixel_values=pixel_values, max_new_tokens=8, num_beams=3, num_return_sequences=2)
print(processor.batch_decode(ids, skip_special_tokens=True))
