# classes: 6 5
# Gemma 2 instruction model with a draft, the hybrid cache swapped for a dynamic one first.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.generation_config.cache_implementation = None

enc = tok("tell me a story about a king", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=4)
print(tok.decode(out[0], skip_special_tokens=True))
