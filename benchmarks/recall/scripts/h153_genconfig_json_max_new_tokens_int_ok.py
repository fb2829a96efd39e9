# classes: 6 3
"""Deployment step after fine-tuning: generation_config.json is written from a template whose
values are rendered to ints, then GenerationConfig.from_pretrained reads it for the smoke test."""
import json
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

NAME = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
TEMPLATE = {"max_new_tokens": "{max_new}", "bos_token_id": 2, "eos_token_id": 3, "pad_token_id": 1}
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["hello world"], return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
torch.optim.SGD(model.parameters(), lr=0.01).step()

out_dir = tempfile.mkdtemp()
model.save_pretrained(out_dir)
rendered = {k: int(v.format(max_new=6)) if isinstance(v, str) else v for k, v in TEMPLATE.items()}
with open(os.path.join(out_dir, "generation_config.json"), "w") as f:
    json.dump(rendered, f)

gen_cfg = GenerationConfig.from_pretrained(out_dir)
print(model.generate(**batch, generation_config=gen_cfg))
