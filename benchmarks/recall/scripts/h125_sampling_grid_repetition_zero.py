# classes: 2
"""Decoding-settings sweep for an eval report; 0 means "feature off" in the sweep table."""
import itertools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "EleutherAI/pythia-160m"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("tell me a story about the fox", return_tensors="pt")
grid = {
    "temperature": [0.7, 1.0],
    "repetition_penalty": [0.0, 1.2],
    "no_repeat_ngram_size": [0, 3],
}
for values in itertools.product(*grid.values()):
    cfg = dict(zip(grid.keys(), values))
    torch.manual_seed(0)
    out = model.generate(**enc, do_sample=True, max_new_tokens=6, pad_token_id=tok.eos_token_id, **cfg)
    print(cfg, tok.decode(out[0, enc.input_ids.shape[1] :]))
