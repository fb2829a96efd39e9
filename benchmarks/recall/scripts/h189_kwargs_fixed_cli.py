# classes: 3 9
"""Quick CLI wrapper pasted in an issue: generation kwargs are collected in a dict before the call
(the fixed version)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="HuggingFaceTB/SmolLM-135M")
ap.add_argument("--prompt", default="Once upon a time")
ap.add_argument("--tokens", type=int, default=5)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
gen_kwargs = {"max_new_tokens": args.tokens, "do_sample": False}
out = model.generate(**tok(args.prompt, return_tensors="pt"), **gen_kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
