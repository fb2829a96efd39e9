# classes: 6 3
"""Model pairing stored in models.json; the draft was swapped for a Llama without re-reading
the tokenizer notes."""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

cfg_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models.json")
with open(cfg_path, "w") as f:
    json.dump({"target": "Qwen/Qwen2.5-7B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct", "max_new_tokens": 6}, f)

with open(cfg_path) as f:
    pair = json.load(f)

tok = AutoTokenizer.from_pretrained(pair["target"])
target = AutoModelForCausalLM.from_pretrained(pair["target"])
draft = AutoModelForCausalLM.from_pretrained(pair["draft"])
with torch.inference_mode():
    enc = tok("what is the capital of peru?", return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=pair["max_new_tokens"])
print(tok.decode(out[0]))
