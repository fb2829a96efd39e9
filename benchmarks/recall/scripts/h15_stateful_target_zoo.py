# classes: 6 2
"""Does speculative decoding help recurrent models too?

Zoo entries: name -> dict(target=..., draft=..., note=...).
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

ZOO = [
    dict(name="pythia", target="EleutherAI/pythia-1.4b", draft="EleutherAI/pythia-70m", note="same tokenizer"),
    dict(name="mamba", target="state-spaces/mamba-130m-hf", draft="EleutherAI/pythia-70m", note="NeoX tokenizer"),
]
MAX_NEW = 6


def build(entry):
    tok = AutoTokenizer.from_pretrained(entry["target"])
    target = AutoModelForCausalLM.from_pretrained(entry["target"])
    draft = AutoModelForCausalLM.from_pretrained(entry["draft"])
    return tok, target, draft


def one_run(entry):
    tok, target, draft = build(entry)
    prompt = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
    timings = {}
    for mode in ("plain", "assisted"):
        extra = {"assistant_model": draft} if mode == "assisted" else {}
        t0 = time.perf_counter()
        with torch.no_grad():
            target.generate(**prompt, max_new_tokens=MAX_NEW, **extra)
        timings[mode] = time.perf_counter() - t0
    return timings


if __name__ == "__main__":
    report = {}
    for entry in ZOO:
        report[entry["name"]] = one_run(entry)
        print(entry["name"], entry["note"], report[entry["name"]])
