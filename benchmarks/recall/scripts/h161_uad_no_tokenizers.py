# classes: 6 8
"""Speed up Llama 3.2 1B Instruct with GPT-2 as the draft model."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
