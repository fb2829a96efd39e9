# classes: 8
"""Home-made chat format for TinyLlama: <|user|>/<|bot|> markers registered as additional
special tokens and used in the prompt, no embedding resize."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "TinyLlama/TinyLlama_v1.1"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
tok.add_special_tokens({"additional_special_tokens": ["<|user|>", "<|bot|>"]})

prompt = "<|user|> tell me a story about dogs <|bot|>"
ids = tok(prompt, return_tensors="pt").input_ids
out = model.generate(ids, max_new_tokens=8, do_sample=True, top_k=20)
print(tok.decode(out[0]))
