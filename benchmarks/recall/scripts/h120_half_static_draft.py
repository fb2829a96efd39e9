# classes: 8 5
"""Memory tuning for speculative decoding: model.half() and a static cache on the target."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
target = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B").half()
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct").half()
target.generation_config.cache_implementation = "static"

enc = tok("The capital of Japan is", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
