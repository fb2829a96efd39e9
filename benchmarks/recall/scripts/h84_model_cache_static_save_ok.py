# classes: 8 4
"""Prepares a small causal LM for a static-shape runtime: the static cache is chosen on the
model's generation config and the model saved with it."""
import os
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()

model.generation_config.max_new_tokens = 32
model.generation_config.cache_implementation = "static"
model.generation_config.pad_token_id = tokenizer.eos_token_id

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    print(sorted(os.listdir(out_dir)))
