# classes: 2 9
"""VS Code interactive cells: a temperature sweep, then a "make it deterministic" cell that only
lowers the temperature."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
ids = tok("the quick brown fox", return_tensors="pt")
gen_kwargs = {"max_new_tokens": 6, "do_sample": True, "top_k": 20}

# %% sweep
for t in (0.7, 1.0, 1.3):
    torch.manual_seed(0)
    gen_kwargs["temperature"] = t
    print(t, tok.decode(model.generate(**ids, **gen_kwargs)[0]))

# %% deterministic-ish
gen_kwargs["temperature"] = 0.0
gen_kwargs["do_sample"] = False
print(tok.decode(model.generate(**ids, **gen_kwargs)[0]))
