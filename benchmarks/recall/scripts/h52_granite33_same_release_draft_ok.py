# classes: 6
"""Granite 3.3 8B with the 3.3 2B model of the same release as the draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("ibm-granite/granite-3.3-8b-instruct")
target = AutoModelForCausalLM.from_pretrained("ibm-granite/granite-3.3-8b-instruct")
assistant = AutoModelForCausalLM.from_pretrained("ibm-granite/granite-3.3-2b-instruct")

chat = [{"role": "user", "content": "one two three"}]
prompt = tok.apply_chat_template(chat, add_generation_prompt=True, tokenize=False)
enc = tok(prompt, return_tensors="pt")
out = target.generate(**enc, assistant_model=assistant, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0][enc["input_ids"].shape[1]:]))
