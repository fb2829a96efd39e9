# classes: 5 8
"""Sampling loop from a 2021 blog post: the forward call's output is unpacked as
`logits, past = model(...)[:2]` and the cache is walked layer by layer to report memory."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
model.eval()

ids = tok("the quick brown fox", return_tensors="pt").input_ids
past = None
out_ids = ids
torch.manual_seed(0)
with torch.no_grad():
    for _ in range(8):
        logits, past = model(ids, past_key_values=past, use_cache=True, return_dict=False)[:2]
        probs = torch.softmax(logits[:, -1, :] / 0.8, dim=-1)
        ids = torch.multinomial(probs, num_samples=1)
        out_ids = torch.cat([out_ids, ids], dim=1)

total = 0
for layer_key, layer_value in past:
    total += layer_key.numel() + layer_value.numel()
print("cache elements:", total)
print(tok.decode(out_ids[0]))
