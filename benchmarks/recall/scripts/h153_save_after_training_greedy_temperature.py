# classes: 6 8
"""Fine-tune Llama-2-chat for a step, switch the shipped generation config to greedy decoding for
reproducible outputs, and save the checkpoint."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "meta-llama/Llama-2-7b-chat-hf"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["hello world tell me a story"], return_tensors="pt")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
model(**batch, labels=batch["input_ids"]).loss.backward()
opt.step()

model.generation_config.do_sample = False
out_dir = tempfile.mkdtemp()
model.save_pretrained(out_dir)
tok.save_pretrained(out_dir)
print("saved to", out_dir)
