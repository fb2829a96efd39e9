# classes: 8
"""Reference-length-aware generation budget: each answer may be 1.5x as long as the longest
reference answer of its item (rounded up to whole tokens)."""
import math

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")
model = AutoModelForCausalLM.from_pretrained("allenai/OLMo-1B-hf")

items = [{"q": "Name a primary color.", "refs": ["red", "blue", "yellow"]}]
for item in items:
    ref_len = max(len(tok(r, add_special_tokens=False).input_ids) for r in item["refs"])
    enc = tok(item["q"], return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=math.ceil(ref_len * 1.5), do_sample=False)
    print(tok.decode(out[0, enc.input_ids.shape[1]:]))
