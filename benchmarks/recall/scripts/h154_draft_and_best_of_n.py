# classes: 1 8
"""Two switches of a data generator: a draft model for speed, and the number of sampled candidates
per prompt."""

import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
USE_DRAFT = os.environ.get("USE_DRAFT", "1") == "1"
N = int(os.environ.get("N_CANDIDATES", "4"))
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
kwargs = {"max_new_tokens": 4, "do_sample": True, "num_return_sequences": N}
if USE_DRAFT:
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the lazy dog", return_tensors="pt")
out = model.generate(**enc, **kwargs)
print(tok.batch_decode(out, skip_special_tokens=True))
