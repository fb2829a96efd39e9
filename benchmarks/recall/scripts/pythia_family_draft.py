# classes: 6
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
