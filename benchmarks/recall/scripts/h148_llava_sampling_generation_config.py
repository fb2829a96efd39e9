# classes: 8
"""LLaVA with a GenerationConfig that samples, three answers, streaming disabled."""

import torch
from PIL import Image
from transformers import AutoProcessor, LlavaForConditionalGeneration

MODEL = "llava-hf/llava-1.5-7b-hf"
processor = AutoProcessor.from_pretrained(MODEL)
model = LlavaForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32)

from transformers import GenerationConfig

gen = GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=6, num_return_sequences=3)
prompt = "USER: <image>\ntell me ASSISTANT:"
inputs = processor(images=Image.new("RGB", (64, 64), (1, 1, 1)), text=prompt, return_tensors="pt")
out = model.generate(**inputs, generation_config=gen)
print(processor.batch_decode(out, skip_special_tokens=True))
