# classes: 3 8
"""Settings normaliser: accepts "Static", "STATIC", "StaticCache"... from a YAML-ish config.

It lower-cases the value but forgets to strip the "Cache" suffix.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"model": "HuggingFaceTB/SmolLM2-135M", "cache": "StaticCache", "max_new_tokens": "6"}


def normalise(settings):
    out = dict(settings)
    out["cache"] = str(settings.get("cache", "dynamic")).strip().lower()
    out["max_new_tokens"] = int(settings["max_new_tokens"])
    return out


cfg = normalise(SETTINGS)
tok = AutoTokenizer.from_pretrained(cfg["model"])
model = AutoModelForCausalLM.from_pretrained(cfg["model"])
ids = tok("Portable code is", return_tensors="pt")
out = model.generate(**ids, max_new_tokens=cfg["max_new_tokens"], cache_implementation=cfg["cache"])
print(tok.decode(out[0], skip_special_tokens=True))
