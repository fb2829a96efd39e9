# classes: 2 8
"""Memory sweep on SmolLM2: the quantized-KV settings other than fp8 are commented out
until quanto is installed on this box."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
SETTINGS = {
    "baseline": {},
    "static": {"cache_implementation": "static"},
    # "quanto-4": {"cache_implementation": "quantized", "cache_config": {"backend": "quanto", "nbits": 4}},
}

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
enc = tok("once upon a time there lived a queen", return_tensors="pt")

with torch.inference_mode():
    for name, extra in SETTINGS.items():
        out = model.generate(**enc, max_new_tokens=5, do_sample=False, **extra)
        print(name, tok.decode(out[0], skip_special_tokens=True))
