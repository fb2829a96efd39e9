# classes: 8
"""Attention heatmaps for a speculative-decoding demo: the draft speeds things up and the
attentions of each generated token are plotted over the prompt."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", attn_implementation="sdpa")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation="sdpa")

enc = tok("tell me a story about a king and a queen", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    max_new_tokens=6,
    return_dict_in_generate=True,
    output_attentions=True,
)
last_layer = torch.stack([step[-1].mean(1)[0, -1] for step in out.attentions if step is not None])
print(last_layer.shape)
