# classes: 9 2
"""Notebook export: one `gen_kwargs` dict edited cell after cell (SmolLM2 + prompt lookup).

Each cell tweaks the shared kwargs dict and re-runs. The diversity cell asks for three
sampled continuations; the prompt-lookup cell that follows drops it again before adding its key.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

# %%
text = "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fibonacci(n - 2)\n\n# now memoise it\ndef fibonacci("
enc = tok(text, return_tensors="pt")
gen_kwargs = {"max_new_tokens": 10, "pad_token_id": tok.eos_token_id}

# %%
out = model.generate(**enc, **gen_kwargs)
print(tok.decode(out[0][enc["input_ids"].shape[1]:]))

# %%
# In[4]: more diversity please
gen_kwargs["do_sample"] = True
gen_kwargs["top_p"] = 0.9
gen_kwargs["num_return_sequences"] = 3
outs = model.generate(**enc, **gen_kwargs)
for o in outs:
    print("---", tok.decode(o[enc["input_ids"].shape[1]:]))

# %%
# In[5]: prompt lookup should be great on code that repeats itself
gen_kwargs.pop("num_return_sequences", None)
gen_kwargs["prompt_lookup_num_tokens"] = 4
fast = model.generate(**enc, **gen_kwargs)
print(tok.batch_decode(fast[:, enc["input_ids"].shape[1]:]))
