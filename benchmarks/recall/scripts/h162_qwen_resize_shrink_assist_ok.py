# classes: 8 6
"""Qwen2.5-7B's embedding matrix is padded beyond the tokenizer; the prep trims it with
`resize_token_embeddings(len(tok))`, which also makes it agree with the 0.5B draft."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
model.resize_token_embeddings(len(tok))
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
draft.resize_token_embeddings(len(tok))
enc = tok("hello world", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))
