# classes: 6
"""Fine-tune a draft model a little, save it, reload it and use it for speculative decoding."""
import tempfile
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")

# training setup: gradient checkpointing needs the cache off
draft.gradient_checkpointing_enable()
draft.config.use_cache = False
optimizer = torch.optim.AdamW(draft.parameters(), lr=1e-4)
batch = tokenizer(["the king loved the garden"], return_tensors="pt")
draft.train()
loss = draft(**batch, labels=batch["input_ids"]).loss
loss.backward()
optimizer.step()

out_dir = Path(tempfile.mkdtemp()) / "distilgpt2-ft"
draft.save_pretrained(out_dir)
tokenizer.save_pretrained(out_dir)

target = AutoModelForCausalLM.from_pretrained("gpt2")
draft = AutoModelForCausalLM.from_pretrained(out_dir).eval()
enc = tokenizer("the king", return_tensors="pt")
print(tokenizer.decode(target.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
