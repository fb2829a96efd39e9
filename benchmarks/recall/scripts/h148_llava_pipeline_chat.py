# classes: 4
"""The image-text-to-text pipeline with chat messages holding an image."""

from PIL import Image
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="llava-hf/llava-1.5-7b-hf")
image = Image.new("RGB", (64, 64), (0, 100, 200))
messages = [{"role": "user", "content": [{"type": "image", "image": image}, {"type": "text", "text": "tell me"}]}]
out = pipe(text=messages, max_new_tokens=6, return_full_text=False)
print(out[0]["generated_text"])
