# classes: 8 2
"""Speculative decoding with the cache strategy spelled out, looping over a couple of prompts."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

generate_kwargs = {
    "max_new_tokens": 10,
    "do_sample": False,
    "cache_implementation": "dynamic",
}

tokenizer = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

for prompt in ["Alice and Bob", "Once upon a time"]:
    encoded = tokenizer(prompt, return_tensors="pt")
    generated = target.generate(**encoded, assistant_model=draft, **generate_kwargs)
    print(tokenizer.decode(generated[0], skip_special_tokens=True))
