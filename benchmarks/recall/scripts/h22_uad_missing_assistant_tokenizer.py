# classes: 6 9
"""A small speculative-decoding helper class: Llama 3.2 target, SmolLM2 draft."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SpecPair:
    target_id: str = "meta-llama/Llama-3.2-1B-Instruct"
    draft_id: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_new_tokens: int = 12


class SpeculativeGenerator:
    def __init__(self, pair: SpecPair):
        self.pair = pair
        self.tokenizer = AutoTokenizer.from_pretrained(pair.target_id)
        self.target = AutoModelForCausalLM.from_pretrained(pair.target_id, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(pair.draft_id, torch_dtype=torch.float32)

    def __call__(self, text: str) -> str:
        enc = self.tokenizer(text, return_tensors="pt")
        out = self.target.generate(
            **enc,
            assistant_model=self.draft,
            tokenizer=self.tokenizer,
            max_new_tokens=self.pair.max_new_tokens,
            do_sample=False,
        )
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    gen = SpeculativeGenerator(SpecPair())
    for line in ["Once upon a time", "def add(a, b):"]:
        print(gen(line))
