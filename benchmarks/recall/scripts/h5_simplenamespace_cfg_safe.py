# classes: 5 7
# Settings as a SimpleNamespace; the static cache only when no draft is given.
from types import SimpleNamespace

from transformers import AutoModelForCausalLM, AutoTokenizer

args = SimpleNamespace(
    target="meta-llama/Llama-3.1-8B-Instruct",
    draft="meta-llama/Llama-3.2-1B-Instruct",
    max_new_tokens=6,
    cache="static",
)

tok = AutoTokenizer.from_pretrained(args.target)
target = AutoModelForCausalLM.from_pretrained(args.target)
gen = {"max_new_tokens": args.max_new_tokens}
if args.draft:
    gen["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft)
else:
    gen["cache_implementation"] = args.cache

enc = tok("tell me a story about dogs", return_tensors="pt")
out = target.generate(**enc, **gen)
print(tok.batch_decode(out, skip_special_tokens=True)[0])
