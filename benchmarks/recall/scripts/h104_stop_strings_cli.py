# classes: 3 7
"""CLI: generate a completion and stop at a user-provided delimiter (default a blank line)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="openai-community/gpt2")
parser.add_argument("--prompt", default="hello world")
parser.add_argument("--stop", action="append", default=None, help="stop string (repeatable)")
parser.add_argument("--max-new-tokens", type=int, default=12)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.model)
lm = AutoModelForCausalLM.from_pretrained(args.model)

gen_kwargs = {"max_new_tokens": args.max_new_tokens, "do_sample": False}
if args.stop:
    gen_kwargs["stop_strings"] = args.stop
    gen_kwargs["tokenizer"] = tok

ids = tok(args.prompt, return_tensors="pt")
out = lm.generate(**ids, **gen_kwargs, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0], skip_special_tokens=True))
