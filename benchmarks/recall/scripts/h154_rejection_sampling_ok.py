# classes: 8
"""Rejection sampling with retries: sample until an answer mentions the keyword, at most four
attempts per prompt, each attempt bounded by max_time."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

jobs = [("tell me about the fox", "fox"), ("tell me about the king", "king")]
for prompt, keyword in jobs:
    enc = tok(prompt, return_tensors="pt")
    accepted = None
    for attempt in range(4):
        out = model.generate(**enc, do_sample=True, temperature=0.9, max_new_tokens=5, max_time=5.0)
        text = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
        if keyword in text:
            accepted = text
            break
    print(prompt, attempt, accepted)
