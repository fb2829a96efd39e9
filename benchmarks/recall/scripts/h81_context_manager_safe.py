# classes: 7 1
"""The same temporary-override context manager, used correctly: the static cache is
set only for the plain call, the draft model is used after the block restores it."""

from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer


@contextmanager
def temporary_generation_config(model, **changes):
    old = model.generation_config
    new = old.__class__.from_dict({**old.to_dict(), **changes})
    model.generation_config = new
    try:
        yield new
    finally:
        model.generation_config = old


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("once upon a time", return_tensors="pt")

with temporary_generation_config(model, cache_implementation="static"):
    fast = model.generate(**enc, max_new_tokens=6)
spec = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(fast[0]), tok.decode(spec[0]))
