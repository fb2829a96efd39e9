# classes: 8 6
"""Mistral demo with a sliding-window cache to bound memory for long inputs."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3", low_cpu_mem_usage=True)
enc = tok("[INST] tell me a story [/INST]", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=False, cache_implementation="sliding_window")
print(tok.decode(out[0], skip_special_tokens=True))
