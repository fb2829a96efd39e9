# classes: 8
"""Best-of-three with speculative decoding: sample three candidates per prompt, with a small
draft model to speed the sampling up."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the garden of the king", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, do_sample=True, num_return_sequences=3, max_new_tokens=4)
print(tok.batch_decode(out, skip_special_tokens=True))
