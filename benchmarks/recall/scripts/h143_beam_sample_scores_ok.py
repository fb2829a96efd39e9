# classes: 8
"""Beam-sample decoding with per-token scores read through beam_indices for a diversity
report."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(1)
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("the green garden", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=True,
    num_beams=3,
    num_return_sequences=3,
    max_new_tokens=5,
    return_dict_in_generate=True,
    output_scores=True,
    pad_token_id=tok.eos_token_id,
)
ts = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices)
print(ts.sum(-1).tolist(), out.sequences_scores.tolist())
