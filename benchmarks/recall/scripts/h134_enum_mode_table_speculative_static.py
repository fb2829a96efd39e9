# classes: 7 8
"""Decoding modes as an enum, each mapped to its generate kwargs in a table; the speculative
mode also asks for a static cache (copied from the compiled mode's row). The mode comes in
as a string from the job description."""
from enum import Enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(str, Enum):
    GREEDY = "greedy"
    COMPILED = "compiled"
    SPECULATIVE = "speculative"


JOB = {"mode": "speculative", "prompt": "the quick brown fox"}

if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    MODE_KWARGS = {
        Mode.GREEDY: {},
        Mode.COMPILED: {"cache_implementation": "static"},
        Mode.SPECULATIVE: {"assistant_model": draft, "cache_implementation": "static"},
    }
    mode = Mode(JOB["mode"])
    enc = tok(JOB["prompt"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, **MODE_KWARGS[mode])
    print(mode.value, tok.decode(out[0]))
