# classes: 8
"""A hand-rolled sampling loop from an old blog post that imports top_k_top_p_filtering from
transformers to filter the next-token logits."""
import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer, top_k_top_p_filtering

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
ids = tok("once upon a time", return_tensors="pt").input_ids
for _ in range(5):
    logits = model(ids).logits[:, -1, :]
    filtered = top_k_top_p_filtering(logits, top_k=10, top_p=0.9)
    nxt = torch.multinomial(F.softmax(filtered, dim=-1), num_samples=1)
    ids = torch.cat([ids, nxt], dim=-1)
print(tok.decode(ids[0]))
