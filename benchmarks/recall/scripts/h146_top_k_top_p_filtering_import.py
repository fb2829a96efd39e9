# classes: 8
"""Nucleus sampling loop from a 2020 chatbot tutorial that imports transformers' own
top_k_top_p_filtering helper."""
import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer, top_k_top_p_filtering

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2").eval()

ids = tok.encode("hello world", return_tensors="pt")
torch.manual_seed(0)
with torch.no_grad():
    for _ in range(10):
        logits = model(ids).logits[:, -1, :]
        filtered = top_k_top_p_filtering(logits, top_k=50, top_p=0.9)
        next_tok = torch.multinomial(F.softmax(filtered, dim=-1), num_samples=1)
        ids = torch.cat([ids, next_tok], dim=-1)
print(tok.decode(ids[0]))
