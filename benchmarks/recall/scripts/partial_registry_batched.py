# classes: 7 2
"""Batch benchmark of decoding modes, each bound up front with functools.partial."""
from functools import partial

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "microsoft/phi-2"
tokenizer = AutoTokenizer.from_pretrained(NAME)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)

MODES = {
    "greedy": partial(model.generate, max_new_tokens=6),
    "beam2": partial(model.generate, num_beams=2, max_new_tokens=6),
    "prompt_lookup": partial(model.generate, prompt_lookup_num_tokens=3, max_new_tokens=6),
}

prompts = ["the king of the garden", "the queen of the garden is red", "a dog"]
batch = tokenizer(prompts, return_tensors="pt", padding=True)
for mode, fn in MODES.items():
    out = fn(**batch)
    print(mode, out.shape)
