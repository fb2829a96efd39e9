# classes: 3 8
"""Creative rewriting with Flan-T5 sampling, the temperature from the command line (default 0,
meaning "as deterministic as possible")."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--temperature", type=float, default=0.0)
p.add_argument("--top-p", type=float, default=0.95)
args = p.parse_args()

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("Rewrite politely: send me the file now.", return_tensors="pt")
out = model.generate(**enc, do_sample=True, temperature=args.temperature, top_p=args.top_p, max_new_tokens=16)
print(tok.decode(out[0], skip_special_tokens=True))
