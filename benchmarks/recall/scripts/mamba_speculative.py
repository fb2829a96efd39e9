# classes: 6
"""Can a Mamba model use speculative decoding with a smaller Mamba as the draft?"""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("state-spaces/mamba-130m-hf")
model = AutoModelForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
draft = AutoModelForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")

input_ids = tokenizer("hello world", return_tensors="pt")["input_ids"]
out = model.generate(input_ids, assistant_model=draft, max_new_tokens=8)
print(tokenizer.batch_decode(out))
