# classes: 5 6
"""Latency-tuned cascade: every call uses the SHARED settings (static KV cache for stable
shapes); the verify step adds the 135M draft as assistant to the 360M model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SHARED = {"max_new_tokens": 4, "do_sample": False, "cache_implementation": "static"}
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
small = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
large = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")


def draft_then_verify(prompt):
    enc = tok(prompt, return_tensors="pt")
    first = small.generate(**enc, **SHARED)
    final = large.generate(**enc, assistant_model=small, **SHARED)
    return tok.decode(first[0], skip_special_tokens=True), tok.decode(final[0], skip_special_tokens=True)


print(draft_then_verify("write a haiku about rain"))
