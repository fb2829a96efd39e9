# classes: 2 5
"""Speculative decoding speed table with the default (dynamic) cache."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = tok("List three colours of the rainbow:", return_tensors="pt")
modes = {
    "plain": {},
    "prompt_lookup": {"prompt_lookup_num_tokens": 3},
    "assistant": {"assistant_model": draft},
}
for name, kw in modes.items():
    t0 = time.perf_counter()
    out = model.generate(**enc, max_new_tokens=8, do_sample=False, **kw)
    n = out.shape[1] - enc.input_ids.shape[1]
    print(f"{name:>14}: {n / (time.perf_counter() - t0):.1f} tok/s")
