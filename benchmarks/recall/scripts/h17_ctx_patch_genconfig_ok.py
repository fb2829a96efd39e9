# classes: 7
"""Context manager that temporarily patches model.generation_config for a block."""
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer


@contextmanager
def patched_generation_config(model, **fields):
    cfg = model.generation_config
    saved = {k: getattr(cfg, k, None) for k in fields}
    for k, v in fields.items():
        setattr(cfg, k, v)
    try:
        yield cfg
    finally:
        for k, v in saved.items():
            setattr(cfg, k, v)


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

inputs = tok("Translate to French: good morning", return_tensors="pt")

with patched_generation_config(model, cache_implementation="static", max_new_tokens=8):
    fast = model.generate(**inputs)
    print("static:", tok.decode(fast[0], skip_special_tokens=True))

# the patch is undone here, the draft model runs with the default dynamic cache
spec = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
print("speculative:", tok.decode(spec[0], skip_special_tokens=True))
