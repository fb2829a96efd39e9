# classes: 6 8
"""Mistral with a TinyLlama draft (both use the Llama-2 32k vocabulary).

Mistral's sliding-window attention pairs with a sliding-window cache.
"""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

FAMILY_CACHE = {
    "mistral": "sliding_window",
    "llama2": None,
}
TARGETS = {
    "mistral": "mistralai/Mistral-7B-v0.1",
    "llama2": "meta-llama/Llama-2-7b-hf",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--family", default="mistral", choices=list(TARGETS))
    ap.add_argument("--draft", default="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
    ap.add_argument("--max-new-tokens", type=int, default=6)
    args = ap.parse_args()

    tok = AutoTokenizer.from_pretrained(TARGETS[args.family])
    model = AutoModelForCausalLM.from_pretrained(TARGETS[args.family], torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(args.draft, torch_dtype=torch.float32)
    cache_impl = FAMILY_CACHE[args.family]
    if cache_impl is not None:
        model.generation_config.cache_implementation = cache_impl

    enc = tok("once upon a time there lived a king", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=args.max_new_tokens)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
