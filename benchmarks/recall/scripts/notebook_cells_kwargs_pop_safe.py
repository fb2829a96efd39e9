# classes: 2 9
# Exported from speculative_playground.ipynb
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
model_name = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
draft_name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name)
assistant = AutoModelForCausalLM.from_pretrained(draft_name)

# %%
gen_kwargs = dict(max_new_tokens=8, do_sample=True, top_p=0.95)
inputs = tokenizer("once upon a time the king", return_tensors="pt")
baseline = model.generate(**inputs, **gen_kwargs)
tokenizer.decode(baseline[0])

# %%
# a few samples per prompt to eyeball diversity
gen_kwargs["num_return_sequences"] = 3
samples = model.generate(**inputs, **gen_kwargs)
len(samples)

# %%
# now with the assistant
gen_kwargs.pop("num_return_sequences")  # assisted decoding returns one sequence
gen_kwargs.update(assistant_model=assistant)
fast = model.generate(**inputs, **gen_kwargs)
print(tokenizer.batch_decode(fast, skip_special_tokens=True))
