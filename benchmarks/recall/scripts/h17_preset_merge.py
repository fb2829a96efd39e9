# classes: 2 1
"""Presets merged with {**base, **override}; the low-memory preset turns the KV cache off."""
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = {"max_new_tokens": 8, "use_cache": True, "do_sample": False}
PRESETS = {
    "default": {},
    "lowmem": {"use_cache": False},
    "long": {"max_new_tokens": 12},
}
ACTIVE = "lowmem"


def resolve(preset_name, **call_overrides):
    return {**BASE, **PRESETS[preset_name], **call_overrides}


tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
main = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
helper = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

enc = tok("Speculative decoding works by", return_tensors="pt")
out = main.generate(**enc, **resolve(ACTIVE, assistant_model=helper))
print(tok.decode(out[0], skip_special_tokens=True))
