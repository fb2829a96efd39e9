# classes: 3 8
"""Settings normaliser that maps "StaticCache"/"Static" to the registered name "static"."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"model": "HuggingFaceTB/SmolLM2-135M", "cache": "StaticCache", "max_new_tokens": "6"}


def normalise_cache(value):
    name = str(value).strip().lower()
    if name.endswith("cache"):
        name = name[: -len("cache")]
    return name or "dynamic"


cache_name = normalise_cache(SETTINGS["cache"])
tok = AutoTokenizer.from_pretrained(SETTINGS["model"])
model = AutoModelForCausalLM.from_pretrained(SETTINGS["model"])
ids = tok("Portable code is", return_tensors="pt")
out = model.generate(**ids, max_new_tokens=int(SETTINGS["max_new_tokens"]), cache_implementation=cache_name)
print(cache_name, tok.decode(out[0], skip_special_tokens=True))
