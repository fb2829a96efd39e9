# classes: 8
"""GIT captioning from the model card: pixel_values only, max_length."""

from PIL import Image
from transformers import AutoProcessor, AutoModelForCausalLM

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

image = Image.new("RGB", (64, 64), (128, 0, 128))
pixel_values = processor(images=image, return_tensors="pt").pixel_values
generated_ids = model.generate(pixel_values=pixel_values, max_length=20)
print(processor.batch_decode(generated_ids, skip_special_tokens=True)[0])
