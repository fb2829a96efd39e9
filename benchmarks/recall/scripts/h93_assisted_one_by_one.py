# classes: 7 2
"""Speculative decoding for an offline job: assisted generation only handles one sequence at a
time, so the rows are generated one by one instead of in padded batches."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

rows = ["Write a haiku about rain.", "List three prime numbers.", "Name a famous physicist."]

tokenizer = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

gen_kwargs = {"max_new_tokens": 10, "do_sample": True, "temperature": 0.6, "top_p": 0.9}

outputs = []
for row in rows:
    enc = tokenizer(row, return_tensors="pt")
    with torch.inference_mode():
        ids = model.generate(**enc, assistant_model=draft, **gen_kwargs)
    outputs.append(tokenizer.decode(ids[0, enc.input_ids.shape[1]:], skip_special_tokens=True))

print(outputs)
