# classes: 2 8
"""Temperature schedule for diverse synthetic stories: one batch of samples per temperature."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

SCHEDULE = [0.3, 0.7, 1.1]
enc = tok("once upon a time", return_tensors="pt")
stories = []
for t in SCHEDULE:
    out = model.generate(**enc, do_sample=True, temperature=t, num_return_sequences=2, max_new_tokens=4)
    stories += tok.batch_decode(out, skip_special_tokens=True)
print(len(stories))
