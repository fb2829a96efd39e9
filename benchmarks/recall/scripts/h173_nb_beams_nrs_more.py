# classes: 9
"""Notebook cell sequence on a seq2seq checkpoint: beams first, then more returned sequences."""
# %%
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
src = tok("translate to german: the quick brown fox", return_tensors="pt")

# %%
settings = {"num_beams": 2, "max_new_tokens": 6}
print(tok.batch_decode(model.generate(**src, **settings), skip_special_tokens=True))

# %% show alternatives
settings["num_return_sequences"] = 4
print(tok.batch_decode(model.generate(**src, **settings), skip_special_tokens=True))
