# classes: 7
"""Replace the model's generation config with one loaded from the hub with overrides (the
benchmark's no-cache baseline), then measure speculative decoding with it."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "ibm-granite/granite-3.3-8b-instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
model.generation_config = GenerationConfig.from_pretrained(MODEL, use_cache=False, max_new_tokens=5)
draft = AutoModelForCausalLM.from_pretrained("ibm-granite/granite-3.3-2b-instruct")

enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft)[0]))
