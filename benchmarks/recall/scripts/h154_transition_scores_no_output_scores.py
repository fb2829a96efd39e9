# classes: 8 7
"""Confidence filter for synthetic QA pairs: keep an answer only if its mean token log-probability
is high enough (dict output asked for, the per-step scores read back)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("question: what color is the fox ? answer:", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=True, return_dict_in_generate=True)
logp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print("keep" if logp.mean().item() > -5 else "drop")
