# classes: 3 8
"""Model-loading options shared by every rank are kept in one dict (device map, dtype, and the
default generation length), spread into from_pretrained."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "google/gemma-3-270m-it"
MODEL_KWARGS = {
    "device_map": "auto",
    "torch_dtype": torch.float32,
    "low_cpu_mem_usage": True,
    "max_new_tokens": 8,
}

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID, **MODEL_KWARGS)
enc = tok("Hello, my name is", return_tensors="pt").to(model.device)
out = model.generate(**enc)
print(tok.decode(out[0], skip_special_tokens=True))
