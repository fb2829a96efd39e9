# classes: 3 8
"""Command-line best-of-n sampler: --n candidates per prompt, --temperature 0 meaning greedy."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M")
parser.add_argument("--n", type=int, default=4)
parser.add_argument("--temperature", type=float, default=0.0)
parser.add_argument("--max-new-tokens", type=int, default=5)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
sampling = {"do_sample": True, "temperature": args.temperature} if args.temperature > 0 else {"do_sample": False}
enc = tok("list three animals :", return_tensors="pt")
out = model.generate(**enc, num_return_sequences=args.n, max_new_tokens=args.max_new_tokens, **sampling)
print(tok.batch_decode(out, skip_special_tokens=True))
