# classes: 3 8
"""A YAML training recipe with a `sampling` block used to generate samples after the run;
top_k is written as 40.0."""

import torch
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

RECIPE = yaml.safe_load("""
model_name: Qwen/Qwen2.5-0.5B-Instruct
optim: {lr: 0.0001, steps: 1}
sampling:
  do_sample: true
  top_k: 40.0
  top_p: 0.9
  max_new_tokens: 6
""")

tok = AutoTokenizer.from_pretrained(RECIPE["model_name"])
model = AutoModelForCausalLM.from_pretrained(RECIPE["model_name"])
opt = torch.optim.AdamW(model.parameters(), lr=RECIPE["optim"]["lr"])
for _ in range(RECIPE["optim"]["steps"]):
    b = tok("tell me a story about a queen", return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
model.eval()
enc = tok("once upon a time", return_tensors="pt")
print(tok.decode(model.generate(**enc, **RECIPE["sampling"])[0]))
