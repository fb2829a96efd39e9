# classes: 5 6
"""Speculative chat with Gemma 2: the 2B instruct model drafts for the 9B one."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
big = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
small = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")

chat = [{"role": "user", "content": "tell me a story about the fox"}]
enc = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = big.generate(**enc, assistant_model=small, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0, enc["input_ids"].shape[1] :]))
