# classes: 6 2
"""Generic assisted-decoding benchmark that always passes both tokenizers.

We pass tokenizer= and assistant_tokenizer= unconditionally so that the same code path
covers same-family and cross-family drafts.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

EXPERIMENTS = [
    {"name": "gpt2-large + distilgpt2", "target": "openai-community/gpt2-large", "draft": "distilbert/distilgpt2"},
    {"name": "gpt2-medium + distilgpt2", "target": "openai-community/gpt2-medium", "draft": "distilbert/distilgpt2"},
]


def load_all(exp):
    return {
        "tok": AutoTokenizer.from_pretrained(exp["target"]),
        "draft_tok": AutoTokenizer.from_pretrained(exp["draft"]),
        "target": AutoModelForCausalLM.from_pretrained(exp["target"]),
        "draft": AutoModelForCausalLM.from_pretrained(exp["draft"]),
    }


def gen(bundle, prompt, max_new_tokens=6):
    inputs = bundle["tok"](prompt, return_tensors="pt")
    with torch.inference_mode():
        return bundle["target"].generate(
            **inputs,
            assistant_model=bundle["draft"],
            tokenizer=bundle["tok"],
            assistant_tokenizer=bundle["draft_tok"],
            max_new_tokens=max_new_tokens,
        )


results = []
for exp in EXPERIMENTS:
    bundle = load_all(exp)
    t0 = time.perf_counter()
    out = gen(bundle, "the quick brown fox")
    results.append((exp["name"], time.perf_counter() - t0, out.shape[-1]))

for name, seconds, length in results:
    print(f"{name:30s} {seconds:.3f}s len={length}")
