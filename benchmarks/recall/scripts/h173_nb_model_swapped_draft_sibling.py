# classes: 6 9
"""Notebook: speculative decoding tried with one target, then the target cell is re-run with a bigger
checkpoint while the draft cell keeps its old model."""
# %% imports
from transformers import AutoModelForCausalLM, AutoTokenizer

# %% draft model
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

# %% target model (first try)
model_id = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("once upon a time there lived a queen", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))

# %% swap the target for the largest sibling to compare quality
model_id = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("once upon a time there lived a queen", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
