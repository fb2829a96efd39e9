# classes: 2 3
"""Registry of decoding presets selected by name from an environment variable."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

PRESETS = {
    "greedy": {"do_sample": False},
    "creative": {"do_sample": True, "temperature": 1.1, "top_p": 0.95},
    "beam": {"num_beams": 4, "num_return_sequences": 2, "length_penalty": 1.0},
}


def get_preset(name, **overrides):
    try:
        base = PRESETS[name]
    except KeyError:
        raise SystemExit(f"unknown preset {name!r}; choose from {sorted(PRESETS)}")
    return dict(base, **overrides)


preset_name = os.environ.get("PRESET", "beam")
tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
enc = tok("tell me a story about dogs", return_tensors="pt")
out = model.generate(**enc, **get_preset(preset_name, max_new_tokens=5))
print(tok.batch_decode(out, skip_special_tokens=True))
