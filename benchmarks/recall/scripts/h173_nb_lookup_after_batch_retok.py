# classes: 9 2
"""Notebook cells: a batched comparison re-binds `inputs`, then a prompt-lookup cell reuses it."""
# %% setup
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(name)

# %% single prompt
inputs = tok("red green blue red green blue red", return_tensors="pt")
print(tok.decode(model.generate(**inputs, max_new_tokens=5)[0]))

# %% batch of two
prompts = ["red green blue red green blue red", "one two three one two three one"]
inputs = tok(prompts, return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**inputs, max_new_tokens=5), skip_special_tokens=True))

# %% prompt lookup decoding on the repetitive text
inputs = tok(prompts[0], return_tensors="pt")
out = model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=5)
print(tok.batch_decode(out, skip_special_tokens=True))
