# classes: 2 3
"""Benchmark CLI: decoding modes are an Enum; the preset table is keyed by it."""
from enum import Enum

from transformers import AutoModelForCausalLM, AutoTokenizer


class Mode(str, Enum):
    GREEDY = "greedy"
    LOOKUP = "lookup"
    SAMPLE = "sample"


PRESETS = {
    Mode.GREEDY: {"do_sample": False},
    Mode.LOOKUP: {"prompt_lookup_num_tokens": 4, "do_sample": False},
    Mode.SAMPLE: {"do_sample": True, "top_p": 0.9, "num_return_sequences": 2},
}
DEFAULT_MODE = Mode.LOOKUP


def run(mode: Mode = DEFAULT_MODE):
    tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    enc = tok("one two three one two three one two", return_tensors="pt")
    return model.generate(**enc, max_new_tokens=8, **PRESETS[mode])


print(run().shape)
