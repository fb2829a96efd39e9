# classes: 8
"""Per-token probabilities of a sampled answer from the dict output of generate."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

torch.manual_seed(0)
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=True, return_dict_in_generate=True)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(scores.exp())
