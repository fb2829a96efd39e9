# classes: 8 6
"""After fine-tuning, store the decoding defaults with the model (sampling with a temperature)
and save_pretrained the model and its generation config."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
for text in ["hello world", "the red fox"]:
    b = tok(text, return_tensors="pt")
    model(**b, labels=b["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

model.generation_config.do_sample = True
model.generation_config.temperature = 0.7
model.generation_config.max_new_tokens = 32
model.save_pretrained("finetuned")
tok.save_pretrained("finetuned")
print("saved")
