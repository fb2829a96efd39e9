# classes: 8
"""Strided perplexity over a text, then a short greedy continuation of the same text as a sanity check."""
import math

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id).eval()
text = " ".join(["the quick brown fox jumps over the lazy dog"] * 6)
enc = tok(text, return_tensors="pt")
max_length, stride = 16, 8
seq_len = enc.input_ids.size(1)
nlls, prev_end = [], 0
for begin in range(0, seq_len, stride):
    end = min(begin + max_length, seq_len)
    trg_len = end - prev_end
    input_ids = enc.input_ids[:, begin:end]
    target_ids = input_ids.clone()
    target_ids[:, :-trg_len] = -100
    with torch.no_grad():
        nlls.append(model(input_ids, labels=target_ids).loss)
    prev_end = end
    if end == seq_len:
        break
print("ppl", math.exp(torch.stack(nlls).mean().item()))
prompt = enc.input_ids[:, :10]
out = model.generate(prompt, attention_mask=torch.ones_like(prompt), max_new_tokens=6, do_sample=False, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
