# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("facebook/opt-1.3b")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
# OPT reuses the GPT-2 BPE vocabulary
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

enc = tokenizer("hello world the", return_tensors="pt")
print(tokenizer.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
