# classes: 8
"""GIT question answering style: a text prefix after [CLS] plus the image."""

from PIL import Image
from transformers import AutoProcessor, AutoModelForCausalLM

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

image = Image.new("RGB", (64, 64), (128, 0, 128))
pixel_values = processor(images=image, return_tensors="pt").pixel_values
question = "what is the colour ?"
input_ids = processor(text=question, add_special_tokens=False).input_ids
import torch

input_ids = torch.tensor([[processor.tokenizer.cls_token_id] + input_ids])
ids = model.generate(pixel_values=pixel_values, input_ids=input_ids, max_length=30)
print(processor.batch_decode(ids, skip_special_tokens=True))
