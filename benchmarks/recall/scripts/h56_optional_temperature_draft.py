# classes: 3 1
"""Assisted vs plain generation; sampling only when --temperature is given (greedy otherwise)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser(description="Run the benchmark, comparing assisted generation vs base generation.")
parser.add_argument("model", nargs="?", default="facebook/opt-350m")
parser.add_argument("--aux-model", default="facebook/opt-125m")
parser.add_argument("--temperature", type=float, default=None, help="If not set, greedy decoding is used.")
parser.add_argument("--num-samples", type=int, default=3, help="Completions per prompt when sampling.")
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
aux = AutoModelForCausalLM.from_pretrained(args.aux_model)

if args.temperature is None:
    decoding = {"do_sample": False}
else:
    decoding = {"do_sample": True, "temperature": args.temperature, "num_return_sequences": args.num_samples}

inputs = tokenizer("def fibonacci(n):", return_tensors="pt")
for assisted in (False, True):
    kwargs = dict(decoding, max_new_tokens=4)
    if assisted:
        kwargs["assistant_model"] = aux
    out = model.generate(**inputs, **kwargs)
    print("assisted" if assisted else "base", tokenizer.decode(out[0]))
