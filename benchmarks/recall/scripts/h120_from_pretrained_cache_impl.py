# classes: 8
"""Put the memory-saving cache setting in from_pretrained so every generate call picks it up."""
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name, low_cpu_mem_usage=True, cache_implementation="offloaded")
enc = tok("Say hi.", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=5)[0]))
