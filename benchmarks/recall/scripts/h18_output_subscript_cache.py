# classes: 5 7
"""Notebook-style multi-turn cell: the generate output is read like a dict."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")

chat = [{"role": "user", "content": "hello"}]
enc = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
res = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
cache = res["past_key_values"]

follow = tok(" user tell me more assistant", return_tensors="pt", add_special_tokens=False)["input_ids"]
ids = torch.cat([res["sequences"], follow], dim=-1)
res = model.generate(ids, attention_mask=torch.ones_like(ids), past_key_values=cache, max_new_tokens=4, cache_implementation="static")
print(tok.decode(res[0], skip_special_tokens=True))
