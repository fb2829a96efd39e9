# classes: 7
"""Kaggle notebook: cells tweak model.generation_config while exploring (a temperature for a
sampling trial, then sampling switched back off), and the last cell saves the model for the
competition submission."""
# %%
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("Answer: 2 + 2 =", return_tensors="pt")

# %% sampling trial
model.generation_config.do_sample = True
model.generation_config.temperature = 0.6
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))

# %% greedy is better for the leaderboard
model.generation_config.do_sample = False
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))

# %% save for submission
out_dir = tempfile.mkdtemp()
model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)
print("saved to", out_dir)
