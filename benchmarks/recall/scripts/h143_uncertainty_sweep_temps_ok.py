# classes: 2 8
"""Calibration study: mean token entropy at several temperatures; temperature 0 is run as
greedy decoding."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "google/gemma-2b"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
enc = tok("the capital of the garden is", return_tensors="pt")

results = {}
for temp in [1.0, 0.7, 0.3, 0.0]:
    kw = dict(do_sample=True, temperature=temp) if temp > 0 else dict(do_sample=False)
    out = model.generate(**enc, **kw, max_new_tokens=5, return_dict_in_generate=True, output_scores=True)
    ent = [-(s.softmax(-1) * s.log_softmax(-1)).nan_to_num().sum(-1) for s in out.scores]
    results[temp] = torch.stack(ent).mean().item()
print(results)
