# classes: 8 4
"""Prepares a small causal LM for a static-shape runtime: the cache choice is written onto the
model's generation config (spelled as the cache class is named) and the model saved."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
model.eval()

model.generation_config.max_new_tokens = 32
model.generation_config.cache_implementation = "StaticCache"
model.generation_config.pad_token_id = tokenizer.eos_token_id

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)
    print(sorted(p for p in __import__("os").listdir(out_dir)))
