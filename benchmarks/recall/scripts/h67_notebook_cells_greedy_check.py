# classes: 1 8
# %% [markdown]
# # Sampling diversity study
# How many distinct continuations do we get per prompt at a few settings?

# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
inputs = tokenizer("Once upon a time", return_tensors="pt")

# %%
gen_kwargs = dict(do_sample=True, top_p=0.9, num_return_sequences=4, max_new_tokens=6)
gen_kwargs["pad_token_id"] = tokenizer.eos_token_id
out = model.generate(**inputs, **gen_kwargs)
print("sampled distinct:", len({tuple(r.tolist()) for r in out}))

# %%
# sanity check: with sampling off every row should be identical
gen_kwargs = {**gen_kwargs, "do_sample": False}
gen_kwargs.pop("top_p")
out = model.generate(**inputs, **gen_kwargs)
print("greedy distinct:", len({tuple(r.tolist()) for r in out}))

# %%
print(tokenizer.batch_decode(out[:1], skip_special_tokens=True))
