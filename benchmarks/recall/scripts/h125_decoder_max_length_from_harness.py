# classes: 3 8
"""Eval loop that reuses the harness's max_length (meant for the context window) as generate's max_length."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HARNESS = {"model": "facebook/opt-125m", "max_length": 12, "batch_size": 1}
tok = AutoTokenizer.from_pretrained(HARNESS["model"])
model = AutoModelForCausalLM.from_pretrained(HARNESS["model"])
contexts = [
    "the quick brown fox jumps over the lazy dog and the dog was slow but the fox was fast",
    "hello world",
]
for ctx in contexts:
    enc = tok(ctx, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, max_length=HARNESS["max_length"], do_sample=False)
    print(len(enc.input_ids[0]), tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
