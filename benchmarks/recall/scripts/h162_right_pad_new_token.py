# classes: 8
"""Scores continuations of several prompts; the pad token is a new one and padding stays on the
right."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
tok.add_special_tokens({"pad_token": "<|padding|>"})
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
batch = tok(["the quick brown fox jumps", "a dog"], return_tensors="pt", padding=True)
with torch.no_grad():
    out = model.generate(**batch, max_new_tokens=3, output_scores=True, return_dict_in_generate=True,
                         pad_token_id=tok.pad_token_id)
print(out.sequences.shape, len(out.scores))
