# classes: 8
"""Truthfulness probe: the last layer's hidden state of every generated token, fed to a
linear probe (random weights here)."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
probe = torch.nn.Linear(model.config.hidden_size, 1)

enc = tok("the sky is green. true or false?", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True, output_hidden_states=True)
feats = torch.cat([step[-1][:, -1] for step in out.hidden_states], dim=0)
print(torch.sigmoid(probe(feats)).squeeze(-1).tolist())
