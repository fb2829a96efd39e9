# classes: 5 9
"""Notebook export: a multi-turn chat that carries a DynamicCache from turn to turn.

Llama-3.2-1B-Instruct. An earlier cell explored the static cache through the model's
generation config; the chat cells undo it and pass their own cache object.
"""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

mid = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(mid)
model = AutoModelForCausalLM.from_pretrained(mid)

# %%
# In[3]: static cache experiment
model.generation_config.cache_implementation = "static"
probe = tokenizer("Hello there", return_tensors="pt")
print(tokenizer.decode(model.generate(**probe, max_new_tokens=4)[0]))

# %%
# In[4]: chat loop with a cache carried over
model.generation_config.cache_implementation = None
history = []
cache = DynamicCache()
for user_turn in ["Hi, who are you?", "Tell me a joke."]:
    history.append({"role": "user", "content": user_turn})
    enc = tokenizer.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=cache, max_new_tokens=5, do_sample=False)
    reply = tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": reply})
    print(user_turn, "->", reply)
