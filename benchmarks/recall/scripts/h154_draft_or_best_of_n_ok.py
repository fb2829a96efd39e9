# classes: 1 8
"""Two modes of a data generator: fast (a draft model, one candidate) or thorough (no draft, four
sampled candidates)."""

import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
FAST = os.environ.get("FAST", "1") == "1"
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
kwargs = {"max_new_tokens": 4, "do_sample": True}
if FAST:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    n = 1
else:
    n = 4
enc = tok("the lazy dog", return_tensors="pt")
out = model.generate(**enc, num_return_sequences=n, **kwargs)
print(tok.batch_decode(out, skip_special_tokens=True))
