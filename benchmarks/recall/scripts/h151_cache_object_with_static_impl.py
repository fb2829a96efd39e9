# classes: 5
"""Long-context benchmark: passes the warmed prefix cache and also asks for the static cache
implementation "so that long prompts are faster"."""

import copy
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1")

context = " ".join(["the quick brown fox jumps over the lazy dog"] * 8)
warm = DynamicCache()
with torch.no_grad():
    model(**tok(context, return_tensors="pt"), past_key_values=warm)

enc = tok(context + " tell me a story", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(
    **enc,
    past_key_values=copy.deepcopy(warm),
    cache_implementation="static",
    max_new_tokens=8,
)
print(f"{time.perf_counter() - t0:.2f}s", out.shape)
