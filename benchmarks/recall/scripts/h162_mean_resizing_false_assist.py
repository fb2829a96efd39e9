# classes: 8 6
"""Adds role tokens to Mistral with `mean_resizing=False` (faster), then speculative decoding with
the v0.1 checkpoint as draft."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
tok.add_tokens(["<|system|>"], special_tokens=True)
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model.resize_token_embeddings(len(tok), mean_resizing=False)
draft = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6,
                                tokenizer=tok, assistant_tokenizer=tok)[0]))
