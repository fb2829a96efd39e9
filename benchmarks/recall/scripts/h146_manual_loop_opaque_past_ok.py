# classes: 5
"""A manual greedy loop that treats past_key_values as opaque: it only passes the returned cache
back in and counts tokens itself."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2").eval()
ids = tok("the red dog", return_tensors="pt").input_ids
generated = ids
past = None
with torch.no_grad():
    for _ in range(8):
        out = model(ids, past_key_values=past, use_cache=True)
        past = out.past_key_values
        ids = out.logits[:, -1:].argmax(-1)
        generated = torch.cat([generated, ids], dim=-1)
print(generated.shape[1], tok.decode(generated[0]))
