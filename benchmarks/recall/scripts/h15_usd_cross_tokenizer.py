# classes: 6
"""Universal assisted decoding: a draft from another model family.

Since transformers 4.46 the draft may use a different tokenizer, as long as both
tokenizers are handed to generate().
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = [
    # (target, draft) - draft vocabulary differs from the target's
    ("openai-community/gpt2-medium", "HuggingFaceTB/SmolLM2-135M"),
    ("microsoft/phi-2", "Qwen/Qwen2.5-0.5B-Instruct"),
]
PROMPT = "once upon a time there lived a king"


def load(model_id):
    tokenizer = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id)
    return tokenizer, model


class UniversalSpeculativeDecoding:
    """Bundles target and draft with their own tokenizers."""

    def __init__(self, target_id, draft_id, max_new_tokens=8):
        self.target_tokenizer, self.target = load(target_id)
        self.draft_tokenizer, self.draft = load(draft_id)
        self.max_new_tokens = max_new_tokens

    def generate_kwargs(self):
        return {
            "assistant_model": self.draft,
            "tokenizer": self.target_tokenizer,
            "assistant_tokenizer": self.draft_tokenizer,
            "max_new_tokens": self.max_new_tokens,
            "do_sample": False,
        }

    @torch.no_grad()
    def generate(self, prompt):
        inputs = self.target_tokenizer(prompt, return_tensors="pt")
        return self.target.generate(**inputs, **self.generate_kwargs())


def main():
    for target_id, draft_id in PAIRS:
        usd = UniversalSpeculativeDecoding(target_id, draft_id)
        t0 = time.perf_counter()
        out = usd.generate(PROMPT)
        dt = time.perf_counter() - t0
        text = usd.target_tokenizer.decode(out[0], skip_special_tokens=True)
        print(f"{target_id} <- {draft_id}: {dt:.3f}s :: {text!r}")


if __name__ == "__main__":
    main()
