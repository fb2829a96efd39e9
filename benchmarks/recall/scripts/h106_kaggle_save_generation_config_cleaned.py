# classes: 7
"""Kaggle notebook: after the sampling trial the greedy cell resets temperature too, so the saved
generation config is consistent."""
# %%
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Answer: 2 + 2 =", return_tensors="pt")

# %%
model.generation_config.do_sample = True
model.generation_config.temperature = 0.6
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))

# %%
model.generation_config.do_sample = False
model.generation_config.temperature = None
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))

# %%
out_dir = tempfile.mkdtemp()
model.save_pretrained(out_dir)
print("saved to", out_dir)
