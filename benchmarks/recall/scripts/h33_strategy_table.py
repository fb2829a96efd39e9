# classes: 2 5
"""Compare decoding strategies (greedy, assisted, prompt lookup, static cache with
torch.compile off) on one prompt; prints a markdown results table."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
PROMPT = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n\ndef mul(a, b):"

STRATEGIES = {
    "greedy": {},
    "assisted": {"assistant": True},
    "prompt_lookup": {"prompt_lookup_num_tokens": 4},
    "static": {"cache_implementation": "static", "compile_config": None},
    "lookup+static": {"prompt_lookup_num_tokens": 2, "cache_implementation": "static"},
}


def run(model, draft, enc, spec, n_new=8):
    kwargs = dict(spec)
    if kwargs.pop("assistant", False):
        kwargs["assistant_model"] = draft
    kwargs.pop("compile_config", None)
    with torch.no_grad():
        model.generate(**enc, max_new_tokens=2, **kwargs)  # warm-up
        t0 = time.perf_counter()
        out = model.generate(**enc, max_new_tokens=n_new, do_sample=False, **kwargs)
    return time.perf_counter() - t0, out


def main():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID).eval()
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID).eval()
    enc = tok(PROMPT, return_tensors="pt")
    baseline = None
    print("| strategy | seconds | speed-up |")
    print("|---|---|---|")
    for name, spec in STRATEGIES.items():
        sec, _ = run(model, draft, enc, spec)
        baseline = baseline or sec
        print(f"| {name} | {sec:.3f} | {baseline / sec:.2f}x |")


if __name__ == "__main__":
    main()
