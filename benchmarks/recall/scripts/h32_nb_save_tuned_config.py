# classes: 8 6
"""Notebook export: tuning the decoding settings of DistilGPT2 by hand, then saving the model.

The temperature cell edits `model.generation_config` in place, the sampling cell passes
do_sample=True at the call only, and the last cell saves the model with its config.
"""
# %%
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
lm = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("My favourite recipe is", return_tensors="pt")

# %%
lm.generation_config.temperature = 0.7
lm.generation_config.top_k = 20
lm.generation_config.max_new_tokens = 6
lm.generation_config.pad_token_id = tok.eos_token_id

# %%
out = lm.generate(**enc, do_sample=True)
print(tok.decode(out[0]))

# %%
# In[9]: keep the tuned model
save_dir = tempfile.mkdtemp()
lm.save_pretrained(save_dir)
tok.save_pretrained(save_dir)
print("saved to", save_dir)
