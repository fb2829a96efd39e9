# classes: 7 6
"""Sweep the early-exit layer for self-speculative decoding on GPT-2, timing each setting."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
inputs = tok("The quick brown fox", return_tensors="pt")

for exit_layer in (1, 2):
    start = time.perf_counter()
    out = model.generate(**inputs, assistant_early_exit=exit_layer, max_new_tokens=6, do_sample=False)
    print(exit_layer, round(time.perf_counter() - start, 3), tok.decode(out[0]))
