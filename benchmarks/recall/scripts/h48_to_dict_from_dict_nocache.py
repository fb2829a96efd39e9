# classes: 7 6
"""Clone the checkpoint's generation settings, tweak them for a memory-bound box, then decode
with a small draft model, which the team added later.

The clone goes through `to_dict()` / `from_dict()` so that the checkpoint's config is left alone.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

settings = model.generation_config.to_dict()
settings["use_cache"] = False  # the box has little memory
settings["max_new_tokens"] = 10
settings["do_sample"] = False
low_mem = GenerationConfig.from_dict(settings)

prompt = tok.apply_chat_template([{"role": "user", "content": "Name a prime."}], tokenize=False, add_generation_prompt=True)
inputs = tok([prompt], return_tensors="pt")
out = model.generate(**inputs, generation_config=low_mem, assistant_model=draft)
print(tok.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))
