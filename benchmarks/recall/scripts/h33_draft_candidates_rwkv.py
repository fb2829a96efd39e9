# classes: 6 7
"""Draft-model selection for speculative decoding: several small candidates sharing GPT-2's
vocabulary are tried as the assistant of gpt2-medium, and the fastest one is kept."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "openai-community/gpt2-medium"
DRAFT_CANDIDATES = ["distilbert/distilgpt2", "openai-community/gpt2", "hflint-fixtures/rwkv-gpt2-vocab"]


class DraftSelector:
    def __init__(self, target_id):
        self.tok = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id).eval()
        self.timings = {}

    def score(self, draft_id, prompt):
        draft = AutoModelForCausalLM.from_pretrained(draft_id).eval()
        enc = self.tok(prompt, return_tensors="pt")
        start = time.perf_counter()
        with torch.no_grad():
            self.target.generate(
                **enc, assistant_model=draft, max_new_tokens=6, pad_token_id=self.tok.eos_token_id
            )
        self.timings[draft_id] = time.perf_counter() - start

    def best(self):
        return min(self.timings, key=self.timings.get)


if __name__ == "__main__":
    selector = DraftSelector(TARGET)
    for candidate in DRAFT_CANDIDATES:
        selector.score(candidate, "The history of the printing press")
    print("best draft:", selector.best())
