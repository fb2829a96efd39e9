# classes: 5 7
# Settings as a SimpleNamespace, the way quick research scripts keep them.
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
draft = AutoModelForCausalLM.from_pretrained(args.draft)

prompt = "tell me a story about dogs"
enc = tok(prompt, return_tensors="pt")
out = target.generate(
    **enc,
    assistant_model=draft,
    cache_implementation=args.cache,
    max_new_tokens=args.max_new_tokens,
)
print(tok.batch_decode(out, skip_special_tokens=True)[0])
