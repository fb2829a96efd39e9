# classes: 5 8
"""Context-window guard for a RAG server: before answering, check how much room is left in
the prompt cache (older cache API)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

cache = DynamicCache()
with torch.no_grad():
    model(**tok("the king lived in a garden", return_tensors="pt"), past_key_values=cache)

used = cache.get_seq_length()
limit = cache.get_max_length()
print("tokens cached:", used, "limit:", limit)
