# classes: 2 6
"""Route prompts by length: short prompts go to SmolLM2-135M-Instruct, long ones to SmolLM2-1.7B.
Models load lazily on first use; each tier keeps its own sampling settings."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer

MODELS = {"small": "HuggingFaceTB/SmolLM2-135M-Instruct", "large": "HuggingFaceTB/SmolLM2-1.7B-Instruct"}
SETTINGS = {
    "small": {"do_sample": True, "temperature": 0.0, "max_new_tokens": 4},
    "large": {"do_sample": True, "temperature": 0.7, "top_p": 0.9, "max_new_tokens": 4},
}
THRESHOLD = 12


@lru_cache(maxsize=None)
def load(tier):
    name = MODELS[tier]
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


def route(prompt):
    return "small" if len(prompt.split()) < THRESHOLD else "large"


def answer(prompt):
    tier = route(prompt)
    tok, model = load(tier)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **SETTINGS[tier])
    return tier, tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


for p in ["hi there", "please write a long careful explanation of why the sky looks blue during the day and red at dusk"]:
    print(answer(p))
