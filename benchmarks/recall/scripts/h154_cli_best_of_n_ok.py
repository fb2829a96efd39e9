# classes: 3 8
"""Command-line best-of-n sampler: --n candidates per prompt, sampled at --temperature (0 means
greedy and a single candidate)."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
parser.add_argument("--n", type=int, default=4)
parser.add_argument("--temperature", type=float, default=0.8)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
if args.temperature > 0:
    sampling = {"do_sample": True, "temperature": args.temperature, "num_return_sequences": args.n}
else:
    sampling = {"do_sample": False}
enc = tok("list three animals :", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, **sampling)
print(tok.batch_decode(out, skip_special_tokens=True))
