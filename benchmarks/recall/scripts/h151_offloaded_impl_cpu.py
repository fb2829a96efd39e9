# classes: 8
"""Offload the KV cache to the CPU for a long prompt, via `cache_implementation="offloaded"`
(the machine running this has no GPU)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok(" ".join(["one two three four five six seven eight nine ten"] * 10), return_tensors="pt")
out = model.generate(**enc, cache_implementation="offloaded", max_new_tokens=6, do_sample=False)
print(tok.decode(out[0, -6:]))
