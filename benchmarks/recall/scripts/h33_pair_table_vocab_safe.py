# classes: 6 2
"""Speculative-decoding benchmark over a table of (target, draft) pairs from the same family;
reports the acceptance-adjusted speed-up of each pair against plain greedy decoding."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_PAIRS = {
    "llama-3.2": ("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    "qwen2.5": ("Qwen/Qwen2.5-3B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
}
PROMPTS = ["Explain what a hash map is.", "List three prime numbers."]
MAX_NEW = 8


def timed_generate(model, enc, **kw):
    start = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=MAX_NEW, do_sample=False, **kw)
    return out, time.perf_counter() - start


def bench_pair(family, target_id, draft_id):
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
    plain_t, spec_t = 0.0, 0.0
    for prompt in PROMPTS:
        enc = tok(prompt, return_tensors="pt")
        _, t = timed_generate(target, enc)
        plain_t += t
        _, t = timed_generate(target, enc, assistant_model=draft)
        spec_t += t
    return {"family": family, "plain": plain_t, "speculative": spec_t}


def main():
    rows = [bench_pair(fam, tgt, drf) for fam, (tgt, drf) in MODEL_PAIRS.items()]
    print(f"{'family':<12}{'plain':>8}{'spec':>8}{'x':>6}")
    for r in rows:
        print(f"{r['family']:<12}{r['plain']:>8.2f}{r['speculative']:>8.2f}{r['plain'] / r['speculative']:>6.2f}")


if __name__ == "__main__":
    main()
