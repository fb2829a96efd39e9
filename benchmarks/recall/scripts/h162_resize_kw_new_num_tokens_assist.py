# classes: 8 6
"""Resize written with the keyword (`new_num_tokens=`) after adding an end-of-turn token to
SmolLM2-1.7B; the 135M draft keeps its size."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
tok.add_special_tokens({"additional_special_tokens": ["<|eot|>"]})
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model.resize_token_embeddings(new_num_tokens=len(tok))
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
