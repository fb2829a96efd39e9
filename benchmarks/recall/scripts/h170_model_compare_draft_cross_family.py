# classes: 2 6 8
"""Speculative decoding across model families: each (target, draft) pair is timed with and
without its draft; the Pythia target borrows GPT-2 as a draft. The table is written as JSON."""
import json
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS = [
    ("facebook/opt-1.3b", "facebook/opt-125m"),
    ("EleutherAI/pythia-1.4b", "distilgpt2"),
    ("gpt2-medium", "distilgpt2"),
]


def bench(target_id, draft_id, prompt="In the beginning"):
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    enc = tok(prompt, return_tensors="pt")
    times = {}
    for name, extra in [("plain", {}), ("assisted", {"assistant_model": draft})]:
        t0 = time.perf_counter()
        target.generate(**enc, max_new_tokens=6, do_sample=False, pad_token_id=tok.eos_token_id, **extra)
        times[name] = time.perf_counter() - t0
    return times


table = {f"{t} <- {d}": bench(t, d) for t, d in PAIRS}
print(json.dumps(table, indent=1))
