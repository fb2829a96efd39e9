# classes: 8
"""Untie the LM head from the input embeddings at load time, add a separator token, resize, and
generate with it in the prompt."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
tok.add_special_tokens({"sep_token": "<sep>"})
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M", tie_word_embeddings=False)
model.resize_token_embeddings(len(tok))
enc = tok("the king <sep> the queen", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=5)[0]))
