# classes: 2 8
"""Compare typical sampling masses 0, 0.25, 0.5 and 0.75 on the same prompt."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the quick brown fox", return_tensors="pt")
for mass in [i / 4 for i in range(4)]:
    torch.manual_seed(0)
    out = model.generate(**enc, max_new_tokens=4, do_sample=True, typical_p=mass)
    print(mass, tok.decode(out[0], skip_special_tokens=True))
