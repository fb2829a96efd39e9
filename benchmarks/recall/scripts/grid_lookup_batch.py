# classes: 2
# Prompt-lookup throughput: does batching help?  (batch size x lookup window)
from itertools import product

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_name)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(model_name)

docs = [
    "the king lived in a garden and the garden was green and the king loved the garden",
    "the queen had two cats and the cats loved the queen and the queen loved the cats",
    "one two three four five six seven eight nine ten one two three four five",
    "the dog jumps over the fox and the fox jumps over the dog",
]

for batch_size, window in product([1, 2], [3, 10]):
    batch = docs[:batch_size]
    enc = tokenizer(batch, return_tensors="pt", padding=True)
    with torch.no_grad():
        out = model.generate(**enc, prompt_lookup_num_tokens=window, max_new_tokens=8)
    print(batch_size, window, out.shape)
