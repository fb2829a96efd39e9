# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("tiiuae/falcon-7b-instruct")
model = AutoModelForCausalLM.from_pretrained("tiiuae/falcon-7b-instruct")

article = "the king and the queen lived in a garden . the king and the queen loved the garden ."
enc = tokenizer(article + " summary :", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=10, max_new_tokens=10)
print(tokenizer.decode(out[0], skip_special_tokens=True))
