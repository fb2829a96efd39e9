# classes: 8 6
"""Both models are resized after adding a pad token, but only the main one with
`pad_to_multiple_of=8` (copied from the training script)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.add_special_tokens({"pad_token": "<|pad|>"})
main = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
main.resize_token_embeddings(len(tok), pad_to_multiple_of=8)
draft.resize_token_embeddings(len(tok))
enc = tok("hello world", return_tensors="pt")
print(tok.decode(main.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
