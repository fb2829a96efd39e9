# classes: 8 2
"""Sampling study: how many distinct continuations each top_k gives, with the top_k grid made by
np.arange and each value passed to generate as numpy returns it."""

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("My favourite food is", return_tensors="pt")

results = {}
for top_k in np.arange(5, 25, 10):
    outputs = model.generate(
        **inputs,
        do_sample=True,
        top_k=top_k,
        num_return_sequences=3,
        max_new_tokens=5,
        pad_token_id=tokenizer.eos_token_id,
    )
    texts = tokenizer.batch_decode(outputs, skip_special_tokens=True)
    results[int(top_k)] = len(set(texts))
print(results)
