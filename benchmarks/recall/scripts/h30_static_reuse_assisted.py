# classes: 5 8
"""torch.compile recipe from the 4.38 release notes, later extended with a draft model.

The static cache is allocated once and reset between prompts (as the recipe did); the second
pass of the benchmark adds speculative decoding with the same cache object.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MAIN_ID = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"
PROMPTS = ["one two three four", "the quick brown fox"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    cache = StaticCache(config=model.config, max_batch_size=1, max_cache_len=64)

    for use_draft in (False, True):
        for prompt in PROMPTS:
            cache.reset()
            inputs = tokenizer(prompt, return_tensors="pt")
            extra = {"assistant_model": draft} if use_draft else {}
            out = model.generate(**inputs, past_key_values=cache, max_new_tokens=5, do_sample=False, **extra)
            print(use_draft, tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
