# classes: 7 3
"""Layered settings with collections.ChainMap: user overrides over a profile over
library defaults, flattened into generate."""

from collections import ChainMap

from transformers import AutoModelForCausalLM, AutoTokenizer

LIBRARY_DEFAULTS = {"max_new_tokens": 10, "do_sample": False, "repetition_penalty": 1.1}
PROFILES = {
    "creative": {"do_sample": True, "temperature": 1.2, "top_p": 0.95},
    "deterministic": {"do_sample": True, "temperature": 0.0},
}


def settings_for(profile, **user):
    return ChainMap(user, PROFILES[profile], LIBRARY_DEFAULTS)


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
inputs = tok("hello world", return_tensors="pt")

settings = settings_for("deterministic", max_new_tokens=6)
out = model.generate(**inputs, **dict(settings))
print(tok.decode(out[0], skip_special_tokens=True))
