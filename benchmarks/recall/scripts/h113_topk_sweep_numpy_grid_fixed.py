# classes: 8 2
"""Sampling study over a top_k grid made by np.arange, iterated through .tolist() so each value is
a Python int; the temperature grid is np.linspace's float64 numbers."""

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("My favourite food is", return_tensors="pt")

results = {}
for top_k in np.arange(5, 25, 10).tolist():
    for temperature in np.linspace(0.6, 1.0, 2):
        outputs = model.generate(
            **inputs,
            do_sample=True,
            top_k=top_k,
            temperature=temperature,
            num_return_sequences=2,
            max_new_tokens=5,
            pad_token_id=tokenizer.eos_token_id,
        )
        results[(top_k, round(float(temperature), 2))] = tokenizer.batch_decode(outputs, skip_special_tokens=True)
print(results)
