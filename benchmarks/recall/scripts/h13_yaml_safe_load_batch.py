# classes: 6 3
"""Batch speculative decoding over a prompt file; config written once, then read back."""
import yaml
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {
    "models": {"main": "meta-llama/Llama-3.2-3B-Instruct", "assistant": "meta-llama/Llama-3.2-1B-Instruct"},
    "data": {"prompts": ["tell me a story", "the quick brown fox"]},
    "generation": {"max_new_tokens": 6},
}

with open("spec.yaml", "w") as fh:
    yaml.safe_dump(DEFAULTS, fh)

with open("spec.yaml") as fh:
    cfg = yaml.safe_load(fh)

tok = AutoTokenizer.from_pretrained(cfg["models"]["main"])
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
tok.padding_side = "left"
main_model = AutoModelForCausalLM.from_pretrained(cfg["models"]["main"], torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(cfg["models"]["assistant"], torch_dtype=torch.float32)

batch = tok(cfg["data"]["prompts"], return_tensors="pt", padding=True)
out = main_model.generate(**batch, assistant_model=assistant, **cfg["generation"])
print(tok.batch_decode(out, skip_special_tokens=True))
