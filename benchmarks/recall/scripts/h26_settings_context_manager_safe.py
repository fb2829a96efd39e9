# classes: 7 8
"""A context manager that temporarily overrides generation settings on a model.

``generation_overrides(model, **fields)`` sets fields on ``model.generation_config`` and
puts the old values back on exit, so one loaded model can serve several profiles. The
"fast" profile pre-allocates a static cache; long answers use the assistant outside it.
"""
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer

_MISSING = object()


@contextmanager
def generation_overrides(model, **fields):
    cfg = model.generation_config
    saved = {k: getattr(cfg, k, _MISSING) for k in fields}
    for key, value in fields.items():
        setattr(cfg, key, value)
    try:
        yield cfg
    finally:
        for key, value in saved.items():
            if value is _MISSING:
                delattr(cfg, key)
            else:
                setattr(cfg, key, value)


tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

FAST_PROFILE = {"cache_implementation": "static", "max_new_tokens": 8}

if __name__ == "__main__":
    inputs = tok("Explain what a KV cache is.", return_tensors="pt")
    with generation_overrides(model, **FAST_PROFILE):
        out = model.generate(**inputs)
    print(tok.decode(out[0], skip_special_tokens=True))
    # long answers: the overrides are gone again, the draft gets the default dynamic cache
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
    print(tok.decode(out[0], skip_special_tokens=True))
    print("restored:", model.generation_config.cache_implementation)
