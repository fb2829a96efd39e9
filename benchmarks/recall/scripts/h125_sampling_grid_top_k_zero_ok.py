# classes: 2
"""Sampling sweep for diversity metrics: top_k=0 and top_p=1.0 mean "no truncation"."""
import itertools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "facebook/opt-350m"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("once upon a time", return_tensors="pt")
for top_k, top_p in itertools.product([0, 40], [1.0, 0.9]):
    torch.manual_seed(1)
    outs = model.generate(**enc, do_sample=True, top_k=top_k, top_p=top_p, num_return_sequences=3, max_new_tokens=6)
    texts = tok.batch_decode(outs[:, enc.input_ids.shape[1] :], skip_special_tokens=True)
    distinct = len(set(" ".join(texts).split())) / max(1, len(" ".join(texts).split()))
    print(top_k, top_p, round(distinct, 3))
