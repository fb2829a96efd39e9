# classes: 9
"""Notebook: a memory experiment turns the KV cache off on the generation config; the speculative
cell below it is run afterwards in the same kernel."""
# %% load
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
big = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
small = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
x = tok("the red fox and the blue dog", return_tensors="pt")

# %% memory without cache
big.generation_config.use_cache = False
print(tok.decode(big.generate(**x, max_new_tokens=5)[0]))

# %% speculative
y = big.generate(**x, max_new_tokens=5, assistant_model=small)
print(tok.decode(y[0]))
