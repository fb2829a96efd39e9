# classes: 2 7
"""Batch completion with a speed-up fallback chain: assisted generation first, prompt lookup
next, plain generate last; the chain only skips a strategy on RuntimeError."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

STRATEGIES = [
    ("assisted", {"assistant_model": draft}),
    ("prompt_lookup", {"prompt_lookup_num_tokens": 3}),
    ("plain", {}),
]


def complete_batch(prompts):
    enc = tok(prompts, return_tensors="pt", padding=True)
    for name, extra in STRATEGIES:
        try:
            out = model.generate(**enc, max_new_tokens=5, do_sample=False, **extra)
        except RuntimeError as err:
            print(f"{name} unavailable: {err}")
            continue
        return name, tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    raise RuntimeError("no strategy worked")


if __name__ == "__main__":
    print(complete_batch(["def add(a, b):", "def mul(a, b):"]))
