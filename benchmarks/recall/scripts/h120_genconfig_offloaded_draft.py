# classes: 8 5
"""Set the offloaded cache once on the model's generation config, later add a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
model.generation_config.cache_implementation = "offloaded_static"
model.generation_config.pad_token_id = tok.eos_token_id

draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("My favourite food is", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))
