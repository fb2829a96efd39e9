# classes: 5 7
"""Notebook export (jupyter nbconvert --to script) from a caching tutorial for transformers 5: cache
objects built with the 5.x constructors, a dynamic one reused with prompt lookup, then a static one."""

# In[1]:


import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

ckpt = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt, dtype=torch.float32)


# In[2]:


prompt = "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fibonacci(n - 2)\n"
inputs = tokenizer(prompt, return_tensors="pt")
past_key_values = DynamicCache(config=model.config)
out = model.generate(**inputs, past_key_values=past_key_values, prompt_lookup_num_tokens=3, max_new_tokens=5)
print(tokenizer.decode(out[0][inputs.input_ids.shape[1] :]))


# In[3]:


max_cache_len = inputs.input_ids.shape[1] + 32
static_cache = StaticCache(config=model.config, max_cache_len=max_cache_len)
out = model.generate(
    **inputs,
    past_key_values=static_cache,
    prompt_lookup_num_tokens=3,
    max_matching_ngram_size=2,
    max_new_tokens=5,
)
print(tokenizer.decode(out[0][inputs.input_ids.shape[1] :]))
