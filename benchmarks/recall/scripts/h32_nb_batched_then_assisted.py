# classes: 9 5
"""Notebook export: batched generation of a few prompts, then the same batch with a draft model.

OPT-350m with OPT-125m as the draft. The tokenized batch from the first cell is reused
as-is in the assisted cell.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
tokenizer = AutoTokenizer.from_pretrained("facebook/opt-350m", padding_side="left")
target = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

# %%
prompts = [
    "Paris is the capital of",
    "The largest planet in the solar system is",
    "Water boils at a temperature of",
]
batch = tokenizer(prompts, return_tensors="pt", padding=True)
print(batch["input_ids"].shape)

# %%
plain = target.generate(**batch, max_new_tokens=6)
for p, o in zip(prompts, tokenizer.batch_decode(plain, skip_special_tokens=True)):
    print(p, "->", o)

# %%
# In[7]:
spec = target.generate(**batch, assistant_model=draft, max_new_tokens=6)
display_rows = tokenizer.batch_decode(spec, skip_special_tokens=True)
print(display_rows)
