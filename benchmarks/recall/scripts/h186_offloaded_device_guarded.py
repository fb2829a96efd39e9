# classes: 8
"""Generation helper that picks the device at start-up; the KV cache is offloaded only when
a GPU is there (offloading to the CPU from the CPU makes no sense)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0").to(DEVICE)


def complete(prompt, n=6):
    enc = tok(prompt, return_tensors="pt").to(DEVICE)
    extra = {"cache_implementation": "offloaded"} if DEVICE == "cuda" else {}
    out = model.generate(**enc, max_new_tokens=n, do_sample=False, **extra)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


print(complete("the quick brown fox"))
