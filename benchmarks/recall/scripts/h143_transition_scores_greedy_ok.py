# classes: 8
"""Token-level highlighting: greedy generation with output_scores, per-token log-probabilities
from compute_transition_scores, printed as a coloured line of tokens."""

import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

inputs = tok(["once upon a time there lived a king"], return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=6, do_sample=False, return_dict_in_generate=True, output_scores=True)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
gen = out.sequences[:, inputs["input_ids"].shape[1] :]
for token, score in zip(gen[0], scores[0]):
    p = np.exp(score.numpy())
    colour = "\033[92m" if p > 0.5 else "\033[91m"
    print(f"{colour}{tok.decode(token)!r}\033[0m {p:.3f}")
