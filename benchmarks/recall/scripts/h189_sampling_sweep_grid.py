# classes: 2 9
"""Sampling grid from a benchmarking notebook: itertools.product over temperatures and top_p
values, each combination generating once."""
import itertools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
enc = tok("A haiku about winter:", return_tensors="pt")
for temperature, top_p in itertools.product([0.0, 0.7], [0.9, 1.0]):
    out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p, max_new_tokens=3)
    print(temperature, top_p, tok.decode(out[0, enc.input_ids.shape[1]:]))
