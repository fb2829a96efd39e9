# classes: 2 8
"""Near miss: sweep only the cache modes every release accepts on CPU."""
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
enc = tok("a b c d e f g " * 5, return_tensors="pt")

for mode in ("dynamic", "static"):
    out = model.generate(**enc, max_new_tokens=4, do_sample=False, cache_implementation=mode)
    print(mode, out.shape)
