# classes: 3 8
"""Command-line tool whose --ban option lists words to keep out of the text; no ban list when the option is empty."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--prompt", default="the king loved the garden")
p.add_argument("--ban", default="")
args = p.parse_args()

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
words = [w for w in args.ban.split(",") if w]
bad = [tok(w, add_special_tokens=False).input_ids for w in words] or None
enc = tok(args.prompt, return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, bad_words_ids=bad, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
