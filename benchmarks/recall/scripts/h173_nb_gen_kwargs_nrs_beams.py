# classes: 9 2
"""Notebook export: one gen_kwargs dict grows cell after cell while trying out decoding settings."""
# %%
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
model.eval()

# %% baseline greedy
prompt = "tell me a story about the king"
inputs = tok(prompt, return_tensors="pt")
gen_kwargs = dict(max_new_tokens=6, do_sample=False)
out = model.generate(**inputs, **gen_kwargs)
print(tok.decode(out[0], skip_special_tokens=True))

# %% beam candidates: several per prompt
gen_kwargs.update(num_return_sequences=3, num_beams=3)
out = model.generate(**inputs, **gen_kwargs)
for row in out:
    print("-", tok.decode(row, skip_special_tokens=True))
