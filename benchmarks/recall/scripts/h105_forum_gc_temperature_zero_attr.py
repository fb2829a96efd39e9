# classes: 8
"""Forum question: temperature 0 set on the generation config "for determinism", sampling asked
for at the call by another snippet."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model.generation_config.temperature = 0
enc = tok("tell me a story about a dog", return_tensors="pt")
out = model.generate(**enc, do_sample=True, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
