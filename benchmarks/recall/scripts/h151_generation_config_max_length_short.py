# classes: 8
"""The model's generation config is given a max_length of 32 for "short answers"; the RAG
prompt with the retrieved passages is longer than that."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model.generation_config.max_length = 32

passages = ["the king lived in a garden", "the queen loved the garden", "the dog was lazy"] * 2
prompt = "\n".join(passages) + "\nwho lived in the garden ?"
enc = tok(prompt, return_tensors="pt")
out = model.generate(**enc)
print(tok.decode(out[0]))
