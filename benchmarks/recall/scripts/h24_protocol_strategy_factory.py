# classes: 7 9
"""Drafting strategies behind a Protocol, chosen by a factory from the workload description."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "microsoft/Phi-3-mini-4k-instruct"


class DraftStrategy(Protocol):
    def generate_kwargs(self) -> dict: ...


@dataclass
class NoDraft:
    def generate_kwargs(self) -> dict:
        return {}


@dataclass
class PromptLookupStrategy:
    ngram_tokens: int = 3

    def generate_kwargs(self) -> dict:
        return {"prompt_lookup_num_tokens": self.ngram_tokens}


@dataclass
class AssistantStrategy:
    assistant: object

    def generate_kwargs(self) -> dict:
        return {"assistant_model": self.assistant}


def make_strategy(task: str) -> DraftStrategy:
    if task in {"summarise", "extract", "edit"}:
        return PromptLookupStrategy(ngram_tokens=4)
    return NoDraft()


tokenizer = AutoTokenizer.from_pretrained(MODEL)
tokenizer.padding_side = "left"
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(MODEL)

docs = [
    "Extract the date: The contract was signed on 4 May 2021 in Leeds.",
    "Extract the date: Delivery is due 12 June 2022, per the order.",
    "Extract the date: Our office closed on 1 January 2020.",
]
strategy = make_strategy("extract")
batch = tokenizer(docs, return_tensors="pt", padding=True)
out = model.generate(**batch, max_new_tokens=8, **strategy.generate_kwargs())
for doc, text in zip(docs, tokenizer.batch_decode(out[:, batch.input_ids.shape[1]:], skip_special_tokens=True)):
    print(doc, "=>", text)
