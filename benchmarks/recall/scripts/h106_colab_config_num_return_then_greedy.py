# classes: 7 2
"""Colab notebook: a sampling cell puts num_return_sequences on the model's generation config;
the later 'deterministic' cell switches sampling off on the config and re-runs generate."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("List a fruit:", return_tensors="pt")
outputs = {}

# %% sampling: three candidates
model.generation_config.do_sample = True
model.generation_config.num_return_sequences = 3
model.generation_config.temperature = 0.9
outputs["sampled"] = tok.batch_decode(model.generate(**enc, max_new_tokens=8), skip_special_tokens=True)

# %% deterministic, for the table
model.generation_config.do_sample = False
outputs["greedy"] = tok.batch_decode(model.generate(**enc, max_new_tokens=8), skip_special_tokens=True)

# %%
for k, v in outputs.items():
    print(k, v)
