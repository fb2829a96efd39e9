# classes: 4 9
"""After fine-tuning, wrap the in-memory model in a text-generation pipeline for a quick demo,
passing the model object but not its tokenizer."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("hello world the quick brown fox", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.eval()

demo = pipeline("text-generation", model=model)
print(demo("once upon a time", max_new_tokens=5)[0]["generated_text"])
