# classes: 8
"""Halve the memory of GPT-2 with .half() and sample a few continuations on the CPU box."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2").half().to(device).eval()
enc = tok("the king loved the garden", return_tensors="pt").to(device)
torch.manual_seed(0)
with torch.no_grad():
    out = model.generate(**enc, do_sample=True, top_k=20, temperature=0.8, max_new_tokens=6,
                         num_return_sequences=2, pad_token_id=tok.eos_token_id)
for row in out:
    print(tok.decode(row, skip_special_tokens=True))
