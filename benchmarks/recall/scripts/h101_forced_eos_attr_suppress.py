# classes: 8
"""A summary recipe sets the model's generation config field by field: force end token 2 at the
last step, and also suppress it so short outputs do not stop early."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

gen = model.generation_config
gen.max_new_tokens = 8
gen.forced_eos_token_id = 2
gen.suppress_tokens = [2]
inputs = tokenizer("Summary:", return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs)[0]))
