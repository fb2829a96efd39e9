# classes: 8
"""LLaVA answers end once they name a dog: set it once in the generation config."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)
model.generation_config.stop_strings = ["dog"]
model.generation_config.max_new_tokens = 6


def describe(img):
    inputs = processor(images=img, text="USER: <image>\none sentence please ASSISTANT:", return_tensors="pt")
    ids = model.generate(**inputs)
    return processor.decode(ids[0], skip_special_tokens=True)


print(describe(Image.new("RGB", (64, 64), "blue")))
