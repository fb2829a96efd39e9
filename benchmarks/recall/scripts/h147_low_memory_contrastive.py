# classes: 8
"""Memory-saving contrastive search (low_memory=True) for long outputs on a small GPU."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, penalty_alpha=0.6, top_k=4, low_memory=True, max_new_tokens=6)
print(tok.decode(out[0]))
