# classes: 8
"""LLaVA 1.5 chat with the processor's chat template, from the model card."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

conversation = [
    {"role": "user", "content": [{"type": "text", "text": "tell me about this"}, {"type": "image"}]},
]
prompt = processor.apply_chat_template(conversation, add_generation_prompt=True)
image = Image.new("RGB", (100, 100), (255, 200, 0))
inputs = processor(images=image, text=prompt, return_tensors="pt")
output = model.generate(**inputs, max_new_tokens=10, do_sample=False)
print(processor.decode(output[0][2:], skip_special_tokens=True))
