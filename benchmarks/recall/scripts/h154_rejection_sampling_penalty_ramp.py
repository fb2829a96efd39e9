# classes: 2 8
"""Rejection sampling against repetitive outputs: retry with a growing repetition penalty, starting
from none."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("one two three", return_tensors="pt")
for attempt in range(3):
    penalty = 0.0 + 0.3 * attempt
    out = model.generate(**enc, do_sample=True, repetition_penalty=penalty, max_new_tokens=5)
    words = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True).split()
    if len(set(words)) == len(words):
        print("accepted at", attempt)
        break
