# classes: 3
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
ap.add_argument("--lookup", type=int, default=4)
ap.add_argument("--cache", default="none", choices=["static", "dynamic", "none"])
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
if args.cache != "none":
    model.generation_config.cache_implementation = args.cache

doc = "the king loved the garden. the queen loved the garden. the king loved"
enc = tok(doc, return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=args.lookup, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0]))
