# classes: 8
"""Rank sampled candidates by mean token log-probability computed from the per-step scores."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(1)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("write one sentence about dogs", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=5, do_sample=True, num_return_sequences=4, return_dict_in_generate=True, output_scores=True
)
trans = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
means = trans.mean(dim=1)
best = int(torch.argmax(means))
print(tok.decode(out.sequences[best], skip_special_tokens=True), float(means[best]))
