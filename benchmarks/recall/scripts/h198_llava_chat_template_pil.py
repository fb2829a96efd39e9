# classes: 8
"""LLaVA chat with the image inside the message, tokenized by the chat template."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

img = Image.new("RGB", (64, 64), (10, 100, 200))
messages = [
    {"role": "user", "content": [{"type": "image", "image": img}, {"type": "text", "text": "what is this?"}]}
]
inputs = processor.apply_chat_template(
    messages, add_generation_prompt=True, tokenize=True, return_dict=True, return_tensors="pt"
)
out = model.generate(**inputs, max_new_tokens=6)
print(processor.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True))
