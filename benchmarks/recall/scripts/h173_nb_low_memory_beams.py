# classes: 9 8
"""Notebook ported from an older tutorial: beam search with the low-memory flag to fit a laptop."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("the king and the queen", return_tensors="pt")

# %% beams, sequentially to save memory
kw = dict(num_beams=3, max_new_tokens=5, pad_token_id=tok.eos_token_id)
kw["low_memory"] = True
print(tok.decode(model.generate(**enc, **kw)[0]))
