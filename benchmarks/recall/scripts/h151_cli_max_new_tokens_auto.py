# classes: 3
"""RAG command line: --max-new-tokens 0 is meant as "let the model decide", and is passed
through as it is."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
parser.add_argument("--max-new-tokens", type=int, default=0)
parser.add_argument("--question", default="who lived in the garden ?")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
context = "the king and the queen lived in a garden . "
enc = tok(context + args.question, return_tensors="pt")
gen = {"do_sample": False}
if args.max_new_tokens is not None:
    gen["max_new_tokens"] = args.max_new_tokens
print(tok.decode(model.generate(**enc, **gen)[0]))
