# classes: 7 6
"""Early exit set once on the model's generation config (Falcon instruct), then plain generate calls."""
from transformers import AutoModelForCausalLM, AutoTokenizer

ckpt = "tiiuae/falcon-7b-instruct"
tokenizer = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)
model.generation_config.assistant_early_exit = 1
model.generation_config.max_new_tokens = 5

prompt = tokenizer("Write a haiku about the sea", return_tensors="pt")
print(tokenizer.decode(model.generate(**prompt)[0]))
