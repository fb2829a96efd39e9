# classes: 8
"""Speculative decoding for uncertainty: three sampled answers from the same prompt, the
spread of their mean log-probabilities as the uncertainty."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    do_sample=True,
    num_return_sequences=3,
    max_new_tokens=8,
    return_dict_in_generate=True,
    output_scores=True,
)
mean_lp = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).mean(-1)
print("uncertainty", torch.std(mean_lp).item())
