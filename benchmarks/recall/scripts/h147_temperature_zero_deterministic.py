# classes: 8
"""Sets temperature=0 to get "deterministic" sampling, as OpenAI-API habits suggest."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, do_sample=True, temperature=0.0, max_new_tokens=5)
print(tok.decode(out[0]))
