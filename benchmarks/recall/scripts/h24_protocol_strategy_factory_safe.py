# classes: 7 9
"""Drafting strategies behind a Protocol; batched work goes through NoDraft, single requests may draft."""
from __future__ import annotations

from typing import Protocol

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/Phi-3-mini-4k-instruct"


class DraftStrategy(Protocol):
    supports_batches: bool

    def generate_kwargs(self) -> dict: ...


class NoDraft:
    supports_batches = True

    def generate_kwargs(self) -> dict:
        return {}


class PromptLookupStrategy:
    supports_batches = False

    def __init__(self, ngram_tokens: int = 3) -> None:
        self.ngram_tokens = ngram_tokens

    def generate_kwargs(self) -> dict:
        return {"prompt_lookup_num_tokens": self.ngram_tokens}


def make_strategy(task: str, batch_size: int) -> DraftStrategy:
    if task in {"summarise", "extract"} and batch_size == 1:
        return PromptLookupStrategy(ngram_tokens=4)
    return NoDraft()


tokenizer = AutoTokenizer.from_pretrained(MODEL)
tokenizer.padding_side = "left"
tokenizer.pad_token = tokenizer.pad_token or tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL)

docs = [
    "Extract the date: The contract was signed on 4 May 2021 in Leeds.",
    "Extract the date: Delivery is due 12 June 2022, per the order.",
    "Extract the date: Our office closed on 1 January 2020.",
]
for group in (docs, docs[:1]):
    strategy = make_strategy("extract", len(group))
    batch = tokenizer(group, return_tensors="pt", padding=True)
    out = model.generate(**batch, max_new_tokens=8, **strategy.generate_kwargs())
    print(type(strategy).__name__, tokenizer.batch_decode(out[:, batch.input_ids.shape[1]:], skip_special_tokens=True))
