"""Reuse a DynamicCache built by a helper, passed in a kwargs dict with a draft model (SmolLM2 pair)."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


def fresh_cache():
    return DynamicCache()


def generation_kwargs(draft):
    return {
        "assistant_model": draft,
        "past_key_values": fresh_cache(),
        "max_new_tokens": 6,
        "do_sample": False,
    }


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    for text in ["hello world", "the red dog"]:
        enc = tok(text, return_tensors="pt")
        out = model.generate(**enc, **generation_kwargs(draft))
        print(text, "->", tok.decode(out[0]))


if __name__ == "__main__":
    main()
