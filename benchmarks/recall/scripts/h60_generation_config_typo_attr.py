# classes: 1
"""Setting a misspelled attribute on the model's generation config, then generating."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.max_new_token = 6
model.generation_config.pad_token_id = tok.eos_token_id
enc = tok("Good morning", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0]))
