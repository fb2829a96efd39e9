# classes: 7 8
"""A contextlib context manager prepares the model for fast decoding (static cache) for a
benchmark block; speculative decoding is tried inside the same block."""
import contextlib

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")


@contextlib.contextmanager
def fast_decoding(m):
    old = m.generation_config.cache_implementation
    m.generation_config.cache_implementation = "static"
    try:
        yield m
    finally:
        m.generation_config.cache_implementation = old


enc = tok("hello there", return_tensors="pt")
with fast_decoding(model) as m:
    out = m.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0]))
