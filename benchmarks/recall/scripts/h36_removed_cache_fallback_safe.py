# classes: 5 8
"""Import fallback for removed cache classes, but assisted decoding gets a DynamicCache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

try:
    from transformers import HybridCache  # noqa: F401  (4.x only)
    HAS_HYBRID = True
except ImportError:
    HAS_HYBRID = False

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
inputs = tok("Explain KV caches in one line:", return_tensors="pt")
print("HybridCache available:", HAS_HYBRID)

with torch.no_grad():
    out = model.generate(**inputs, assistant_model=draft, past_key_values=DynamicCache(), max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
