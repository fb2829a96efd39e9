# classes: 2 6
"""Decoding presets merged from layers: BASE, then the "fast" overlay; the fast overlay swaps
the draft model for prompt lookup (the draft is removed from the merged settings)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
BASE = {"max_new_tokens": 5, "do_sample": False, "assistant_model": draft}
OVERLAYS = {"default": {}, "fast": {"prompt_lookup_num_tokens": 3, "assistant_model": None}}

enc = tok("repeat after me: the cat sat on the mat, the cat sat on the", return_tensors="pt")
for name, overlay in OVERLAYS.items():
    kwargs = {**BASE, **overlay}
    out = model.generate(**enc, **kwargs)
    print(name, tok.decode(out[0], skip_special_tokens=True))
