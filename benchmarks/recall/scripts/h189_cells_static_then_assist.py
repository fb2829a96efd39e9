# classes: 5 9
"""Notebook cells: the caching docs' static-cache speed-up is tried first, then the same model is
reused in a later cell for assisted decoding without undoing the first cell's setting."""
from transformers import AutoModelForCausalLM, AutoTokenizer

# In[1]:
tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
inputs = tokenizer("The theory of special relativity states", return_tensors="pt")

# In[2]:
model.generation_config.cache_implementation = "static"
out = model.generate(**inputs, max_new_tokens=5)
print(tokenizer.batch_decode(out, skip_special_tokens=True))

# In[3]:
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=5)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
