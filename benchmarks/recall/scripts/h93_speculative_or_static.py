# classes: 1 3
"""Throughput switch for a teacher job: either speculative decoding with a draft model, or a
static cache (for torch.compile on GPU), never both."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--speculative", action="store_true")
parser.add_argument("--model", default="meta-llama/Llama-3.2-3B-Instruct")
parser.add_argument("--draft", default="meta-llama/Llama-3.2-1B-Instruct")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

gen_kwargs = {"max_new_tokens": 8}
if args.speculative:
    gen_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft)
else:
    gen_kwargs["cache_implementation"] = "static"

for prompt in ["Tell me a riddle.", "Tell me a proverb."]:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, **gen_kwargs)
    print(tok.decode(out[0], skip_special_tokens=True))
