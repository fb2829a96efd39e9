# classes: 6 9
"""Notebook export: the first cells try a small model with a draft; a later cell swaps `model`
for a bigger checkpoint of another family and re-runs the same generate line."""
from transformers import AutoModelForCausalLM, AutoTokenizer

# In[1]:
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

# In[2]:
inputs = tok("The quick brown fox", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=4)
print(tok.decode(out[0]))

# In[3]:  try a stronger target model
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
inputs = tok("The quick brown fox", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, max_new_tokens=4)
print(tok.decode(out[0]))
