# classes: 6 2
"""Draft-model study for the Phi family, driven by dataclass records."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DraftPair:
    family: str
    target: str
    draft: str
    universal: bool = False
    gen_kwargs: dict = field(default_factory=lambda: {"max_new_tokens": 6})


PAIRS = [
    DraftPair("phi-3.5", "microsoft/Phi-3.5-mini-instruct", "microsoft/Phi-3-mini-4k-instruct"),
    DraftPair("phi-4", "microsoft/phi-4", "microsoft/Phi-3-mini-4k-instruct"),
    DraftPair("phi-2", "microsoft/phi-2", "microsoft/phi-1_5"),
]


class PairRunner:
    def __init__(self, pair: DraftPair):
        self.pair = pair
        self.tokenizer = AutoTokenizer.from_pretrained(pair.target)
        self.model = AutoModelForCausalLM.from_pretrained(pair.target)
        self.draft = AutoModelForCausalLM.from_pretrained(pair.draft)
        self.draft_tokenizer = AutoTokenizer.from_pretrained(pair.draft) if pair.universal else None

    def run(self, prompt: str) -> str:
        enc = self.tokenizer(prompt, return_tensors="pt")
        kwargs = dict(self.pair.gen_kwargs)
        kwargs["assistant_model"] = self.draft
        if self.pair.universal:
            kwargs.update(tokenizer=self.tokenizer, assistant_tokenizer=self.draft_tokenizer)
        with torch.inference_mode():
            out = self.model.generate(**enc, **kwargs)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for pair in PAIRS:
        text = PairRunner(pair).run("the quick brown fox")
        print(f"[{pair.family}] {text!r}")
