# classes: 9 8
"""Load the model with the generation defaults of our eval protocol, then decode with a draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

EVAL_DEFAULTS = GenerationConfig(max_new_tokens=8, do_sample=False, use_cache=True)

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2-large")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large", generation_config=EVAL_DEFAULTS)
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

inputs = tokenizer("the king said", return_tensors="pt")
print(tokenizer.decode(model.generate(**inputs, assistant_model=draft)[0]))
