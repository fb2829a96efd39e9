# classes: 3 8
"""Open-ended generation eval (diversity metrics): sampling knobs from argparse, all parsed as
floats for the config file they are logged to."""
import argparse
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="EleutherAI/pythia-160m")
for name, default in [("temperature", 0.9), ("top_p", 0.95), ("top_k", 40)]:
    parser.add_argument(f"--{name}", type=float, default=default)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
enc = tok("Once upon a time", return_tensors="pt")
out = model.generate(
    **enc, do_sample=True, temperature=args.temperature, top_p=args.top_p, top_k=args.top_k, max_new_tokens=6,
    pad_token_id=tok.eos_token_id,
)
words = tok.decode(out[0]).split()
print(json.dumps({"config": vars(args), "distinct_1": len(set(words)) / max(len(words), 1)}))
