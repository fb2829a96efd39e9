# classes: 7 5
# A "low memory" profile made from a deep copy of the model's generation config.
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

profiles = {}
profiles["default"] = copy.deepcopy(model.generation_config)
low = copy.deepcopy(profiles["default"])
low.use_cache = False
low.max_new_tokens = 5
profiles["low_mem"] = low

enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, generation_config=profiles["low_mem"], assistant_model=draft)
print(tok.decode(out[0]))
