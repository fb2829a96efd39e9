# classes: 7 5
"""A context manager that temporarily edits model.generation_config; the benchmark
wraps a speculative call in a static-cache block."""

import contextlib

from transformers import AutoModelForCausalLM, AutoTokenizer


@contextlib.contextmanager
def generation_overrides(model, **changes):
    saved = {k: getattr(model.generation_config, k) for k in changes}
    for k, v in changes.items():
        setattr(model.generation_config, k, v)
    try:
        yield model.generation_config
    finally:
        for k, v in saved.items():
            setattr(model.generation_config, k, v)


tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
enc = tok("tell me about the garden", return_tensors="pt")

with generation_overrides(model, cache_implementation="static", max_new_tokens=6):
    out = model.generate(**enc, assistant_model=draft)
print(tok.decode(out[0]))
