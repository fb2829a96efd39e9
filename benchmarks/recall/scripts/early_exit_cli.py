# classes: 3
"""Self-speculative decoding (early exit) on Llama 3.2."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

p = argparse.ArgumentParser()
p.add_argument("--model", default="meta-llama/Llama-3.2-1B")
p.add_argument("--exit-layer", type=int, default=2)
p.add_argument("--prompts", nargs="+", default=["tell me a story", "the quick brown fox"])
args = p.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(args.model)
batch = tok(args.prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, assistant_early_exit=args.exit_layer, max_new_tokens=8)
for line in tok.batch_decode(out, skip_special_tokens=True):
    print(line)
