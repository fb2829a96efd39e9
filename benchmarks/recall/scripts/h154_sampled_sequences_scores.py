# classes: 8
"""Rank sampled candidates by the model's own confidence: draw four samples and sort them by
their sequence score."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(1)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("write one sentence about dogs", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=5,
    do_sample=True,
    num_return_sequences=4,
    return_dict_in_generate=True,
    output_scores=True,
)
ranked = sorted(zip(out.sequences, out.sequences_scores), key=lambda p: -float(p[1]))
print(tok.decode(ranked[0][0], skip_special_tokens=True))
