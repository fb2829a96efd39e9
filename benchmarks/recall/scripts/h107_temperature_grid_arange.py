# classes: 2
"""Temperature sweep for a diversity plot: distinct answers per temperature, the grid made with
np.arange from 0 to 1 in steps of 0.25."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
inputs = tokenizer("Write a one-line slogan for a bakery:", return_tensors="pt")

diversity = {}
for temp in np.arange(0.0, 1.01, 0.25):
    outputs = model.generate(
        **inputs,
        do_sample=True,
        temperature=float(temp),
        num_return_sequences=3,
        max_new_tokens=6,
    )
    texts = tokenizer.batch_decode(outputs[:, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
    diversity[round(float(temp), 2)] = len(set(texts))
print(diversity)
