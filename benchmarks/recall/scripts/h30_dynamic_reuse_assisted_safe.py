# classes: 5 8
"""Benchmark of plain vs speculative decoding that keeps the pre-5.0 habit of passing a cache.

Each prompt gets a fresh `DynamicCache`, the kind assisted decoding can crop.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MAIN_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS = ["one two three four", "the quick brown fox"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)

    for use_draft in (False, True):
        for prompt in PROMPTS:
            cache = DynamicCache()
            inputs = tokenizer(prompt, return_tensors="pt")
            extra = {"assistant_model": draft} if use_draft else {}
            out = model.generate(**inputs, past_key_values=cache, max_new_tokens=5, do_sample=False, **extra)
            print(use_draft, tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
