# classes: 8 2
"""Try the plain cache first and fall back to the offloaded cache only on a CUDA OOM."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def robust_generate(enc, **kw):
    try:
        return model.generate(**enc, **kw)
    except torch.cuda.OutOfMemoryError:
        torch.cuda.empty_cache()
        return model.generate(**enc, cache_implementation="offloaded", **kw)


for text in ["hello", "tell me a story about cats"]:
    enc = tok(text, return_tensors="pt")
    print(tok.decode(robust_generate(enc, max_new_tokens=4, do_sample=False)[0]))
