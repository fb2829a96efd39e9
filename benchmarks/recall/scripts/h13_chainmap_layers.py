# classes: 3 1
"""Layered settings: CLI-ish overrides over env over file defaults, via collections.ChainMap."""
import os
from collections import ChainMap

from transformers import AutoModelForCausalLM, AutoTokenizer

FILE_DEFAULTS = {"max_new_tokens": 8, "num_return_sequences": 1, "do_sample": True}
ENV_LAYER = {k[len("GEN_"):].lower(): int(v) for k, v in os.environ.items() if k.startswith("GEN_") and v.isdigit()}
RUN_LAYER = {"num_return_sequences": 2}

settings = dict(ChainMap(RUN_LAYER, ENV_LAYER, FILE_DEFAULTS))

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
enc = tok("the quick brown fox jumps over the quick brown fox", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=2, **settings)
print(tok.batch_decode(out))
