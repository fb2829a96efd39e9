# classes: 3 2 9
"""Layered settings with collections.ChainMap (command line > environment > defaults), used for a
prompt-lookup job over a small batch."""
import argparse
import os
from collections import ChainMap

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"checkpoint": "TinyLlama/TinyLlama_v1.1", "lookup": 3, "max_new_tokens": 5, "batch_size": 2}

parser = argparse.ArgumentParser()
parser.add_argument("--lookup", type=int)
parser.add_argument("--batch-size", dest="batch_size", type=int)
cli = {k: v for k, v in vars(parser.parse_args()).items() if v is not None}
env = {k.lower(): int(v) for k, v in os.environ.items() if k in ("LOOKUP", "BATCH_SIZE")}
settings = ChainMap(cli, env, DEFAULTS)

tok = AutoTokenizer.from_pretrained(settings["checkpoint"])
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(settings["checkpoint"])
texts = ["one two three one two three", "red green blue red green blue", "a b a b"]
bs = settings["batch_size"]
for i in range(0, len(texts), bs):
    enc = tok(texts[i : i + bs], return_tensors="pt", padding=True)
    out = model.generate(**enc, prompt_lookup_num_tokens=settings["lookup"], max_new_tokens=settings["max_new_tokens"])
    print(tok.batch_decode(out, skip_special_tokens=True))
