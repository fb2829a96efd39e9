# classes: 8
"""Batch of prompts, left padded, greedy; per-token probabilities of each row's new tokens
for a CSV export."""

import csv
import io

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"

prompts = ["the red fox", "once upon a time there lived a queen who"]
enc = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(
    **enc, max_new_tokens=4, do_sample=False, pad_token_id=tok.eos_token_id, return_dict_in_generate=True, output_scores=True
)
probs = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp()
buf = io.StringIO()
writer = csv.writer(buf)
for prompt, row in zip(prompts, probs.tolist()):
    writer.writerow([prompt, *[f"{p:.3f}" for p in row]])
print(buf.getvalue())
