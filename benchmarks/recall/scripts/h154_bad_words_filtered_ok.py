# classes: 8
"""Brand-safe synthetic reviews: ban a list of words (blank entries dropped) while sampling."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

BLOCK_LIST = [w for w in "dog\ncat\n".split("\n") if w.strip()]
bad_ids = [tok(w, add_special_tokens=False).input_ids for w in BLOCK_LIST]
enc = tok("my review of the pet shop :", return_tensors="pt")
out = model.generate(**enc, bad_words_ids=bad_ids, do_sample=True, max_new_tokens=5)
print(tok.decode(out[0], skip_special_tokens=True))
