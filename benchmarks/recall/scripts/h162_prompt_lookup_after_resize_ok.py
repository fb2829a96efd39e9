# classes: 8
"""Prompt-lookup decoding on a model whose embeddings were resized for a new pad token: no
draft model, so nothing to compare vocabularies with."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
tok.add_special_tokens({"pad_token": "[PAD]"})
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")
model.resize_token_embeddings(len(tok))

text = "the quick brown fox jumps over the lazy dog . the quick brown fox"
enc = tok(text, return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=8)
print(tok.decode(out[0]))
