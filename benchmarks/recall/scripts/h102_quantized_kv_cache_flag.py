# classes: 8 3
"""Long-context memory saving: quantized KV cache (4 bit) behind an opt-in --quant-cache flag."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
ap.add_argument("--kv-bits", type=int, default=4)
ap.add_argument("--quant-cache", action="store_true", help="needs optimum-quanto")
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)
enc = tok("once upon a time " * 8, return_tensors="pt")

gen_kwargs = dict(max_new_tokens=10, do_sample=False)
if args.quant_cache:
    gen_kwargs.update(cache_implementation="quantized", cache_config={"backend": "quanto", "nbits": args.kv_bits})
out = model.generate(**enc, **gen_kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
