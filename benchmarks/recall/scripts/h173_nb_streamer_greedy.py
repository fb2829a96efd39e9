# classes: 9
"""Notebook: a streaming cell reuses the kwargs of the beam-search cell above it."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3")
enc = tok("tell me a story", return_tensors="pt")

# %% beams
opts = {"num_beams": 2, "max_new_tokens": 5, "early_stopping": True}
print(tok.decode(model.generate(**enc, **opts)[0]))

# %% stream it
opts = {**opts, "num_beams": 1, "early_stopping": False}
streamer = TextStreamer(tok, skip_prompt=True)
_ = model.generate(**enc, **opts, streamer=streamer)
