# classes: 5 8
"""Retry with a dynamic cache object when the static-cache request is refused."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)


def fast_generate(prompt):
    inputs = tok(prompt, return_tensors="pt")
    base = {"assistant_model": draft, "max_new_tokens": 6, "do_sample": False}
    try:
        return model.generate(**inputs, **base, cache_implementation="static")
    except ValueError as err:
        print("static cache refused:", err)
        return model.generate(**inputs, **base, past_key_values=DynamicCache())


with torch.no_grad():
    out = fast_generate("Two ideas for a weekend project:")
print(tok.decode(out[0], skip_special_tokens=True))
