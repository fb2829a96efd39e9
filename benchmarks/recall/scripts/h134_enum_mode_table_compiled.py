# classes: 7 1
"""Decoding modes as an enum mapped to generate kwargs; the job asks for the compiled mode (a
static cache, no draft), and the speculative row keeps the default dynamic cache."""
from enum import Enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(str, Enum):
    GREEDY = "greedy"
    COMPILED = "compiled"
    SPECULATIVE = "speculative"


JOB = {"mode": "compiled", "prompt": "the quick brown fox"}

if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    MODE_KWARGS = {
        Mode.GREEDY: {},
        Mode.COMPILED: {"cache_implementation": "static"},
        Mode.SPECULATIVE: {"assistant_model": draft},
    }
    mode = Mode(JOB["mode"])
    enc = tok(JOB["prompt"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, **MODE_KWARGS[mode])
    print(mode.value, tok.decode(out[0]))
