# classes: 2 9
"""Notebook export: knobs applied to the model's generation config one attribute at a time."""
from transformers import AutoModelForCausalLM, AutoTokenizer

# %% load
tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")

# %% knobs
KNOBS = {"max_new_tokens": 8, "num_return_sequences": 2, "do_sample": True, "top_k": 20}
for key, value in KNOBS.items():
    setattr(model.generation_config, key, value)

# %% prompt lookup on the summary task
text = "red green blue red green blue red green"
inputs = tok(text, return_tensors="pt")
out = model.generate(**inputs, prompt_lookup_num_tokens=3)
print(tok.batch_decode(out))
