# classes: 1 9
"""Notebook exported to a script: settings live in module globals and get edited.

The first cell sets GEN_KWARGS for greedy decoding; a later cell "tries sampling" by
editing the dict in place, and the assisted cell below reuses it.
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
GEN_KWARGS = {"max_new_tokens": 8, "do_sample": False}

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

# %% cell 2: greedy baseline
ids = tok("The capital of France is", return_tensors="pt")
print(tok.decode(model.generate(**ids, **GEN_KWARGS)[0]))

# %% cell 3: try sampling, a few candidates
GEN_KWARGS["do_sample"] = True
GEN_KWARGS["top_p"] = 0.9
GEN_KWARGS["num_return_sequences"] = 2
print(tok.batch_decode(model.generate(**ids, **GEN_KWARGS)))

# %% cell 4: speed it up with the draft
out = model.generate(**ids, assistant_model=draft, **GEN_KWARGS)
print(tok.batch_decode(out, skip_special_tokens=True))
