# classes: 3
"""Decode with the chosen mode; the default mode works everywhere."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--mode", choices=["greedy", "lookup", "nocache"], default="lookup")
parser.add_argument("--lookup-tokens", type=int, default=4)
opts = parser.parse_args()

tok = AutoTokenizer.from_pretrained("tiiuae/falcon-7b-instruct")
model = AutoModelForCausalLM.from_pretrained("tiiuae/falcon-7b-instruct")
kwargs = {"max_new_tokens": 8}
if opts.mode == "lookup":
    kwargs["prompt_lookup_num_tokens"] = opts.lookup_tokens
elif opts.mode == "nocache":
    kwargs["use_cache"] = False
enc = tok("the garden of the king is green . the garden of the", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
