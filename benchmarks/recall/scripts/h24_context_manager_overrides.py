# classes: 7 9
"""A context manager temporarily overrides generation settings and restores them afterwards."""
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")


@contextmanager
def generation_overrides(lm, **settings):
    cfg = lm.generation_config
    saved = {name: getattr(cfg, name) for name in settings}
    for name, value in settings.items():
        setattr(cfg, name, value)
    try:
        yield cfg
    finally:
        for name, value in saved.items():
            setattr(cfg, name, value)


code = "for i in range(10):\n    total += values[i]\n    print(total)\nfor i in range(10):\n    total += values[i]\n"
enc = tokenizer(code, return_tensors="pt")

with generation_overrides(model, use_cache=False, max_new_tokens=10):
    edited = model.generate(**enc, prompt_lookup_num_tokens=6)

print(tokenizer.decode(edited[0], skip_special_tokens=True))
print("restored use_cache:", model.generation_config.use_cache)
