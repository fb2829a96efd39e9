# classes: 2 7
"""Compare decoding presets built with the dict merge operator."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-7b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-7b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2b")

BASE = {"max_new_tokens": 6, "do_sample": True, "top_p": 0.9}
PRESETS = {
    "base": BASE,
    "beams": BASE | {"do_sample": False, "num_beams": 3},
    "speculative": BASE | {"assistant_model": draft},
    "speculative_nocache": BASE | {"assistant_model": draft, "use_cache": False},
}

enc = tok("the queen of the garden", return_tensors="pt")
for name, preset in PRESETS.items():
    print(name, tok.decode(model.generate(**enc, **preset)[0], skip_special_tokens=True))
