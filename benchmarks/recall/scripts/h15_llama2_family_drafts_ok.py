# classes: 6 2
"""Llama-2-vocabulary drafts: TinyLlama drafting for Llama 2 chat and Mistral 7B v0.1.

Both targets use a 32000-token vocabulary, which is what TinyLlama was trained with.
"""
import csv
import sys
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
TARGETS = ["meta-llama/Llama-2-7b-chat-hf", "mistralai/Mistral-7B-v0.1"]


def measure(target_id, draft, prompt, n_tokens=6):
    tok = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id)
    enc = tok(prompt, return_tensors="pt")
    res = {}
    for label, extra in (("plain", {}), ("draft", {"assistant_model": draft})):
        t0 = time.perf_counter()
        with torch.inference_mode():
            target.generate(**enc, max_new_tokens=n_tokens, do_sample=False, **extra)
        res[label] = time.perf_counter() - t0
    return res


def main():
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    out = csv.writer(sys.stdout)
    out.writerow(["target", "plain_s", "draft_s"])
    for target_id in TARGETS:
        r = measure(target_id, draft, "once upon a time there lived a queen")
        out.writerow([target_id, f"{r['plain']:.3f}", f"{r['draft']:.3f}"])


if __name__ == "__main__":
    main()
