# classes: 3 9
"""Typed settings for the answer generator (mypy-checked config)."""
from typing import TypedDict

from transformers import AutoModelForCausalLM, AutoTokenizer


class GenSettings(TypedDict, total=False):
    max_new_tokens: int
    do_sample: bool
    num_return_sequences: int


SETTINGS: GenSettings = {"max_new_tokens": 8, "do_sample": True, "num_return_sequences": 3}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
small = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def answer(question: str, settings: GenSettings) -> list[str]:
    enc = tok(question, return_tensors="pt")
    out = model.generate(**enc, assistant_model=small, **settings)
    return tok.batch_decode(out, skip_special_tokens=True)


print(answer("who loved the garden", SETTINGS))
