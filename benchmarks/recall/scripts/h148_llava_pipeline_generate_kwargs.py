# classes: 4
"""LLaVA through the pipeline with generation settings in generate_kwargs."""

from PIL import Image
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="llava-hf/llava-1.5-7b-hf")
image = Image.new("RGB", (64, 64), (0, 100, 200))
out = pipe(images=image, text="USER: <image>\ntell me ASSISTANT:", generate_kwargs={"max_new_tokens": 6, "num_beams": 2})
print(out)
