# classes: 3 5
"""Hand-rolled flag scanning: --cache=<impl>, --steps=<n>, --verbose."""
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

cache_impl = "offloaded"
steps = 6
verbose = False
for arg in sys.argv[1:]:
    if arg.startswith("--cache="):
        cache_impl = arg.split("=", 1)[1] or None
    elif arg.startswith("--steps="):
        steps = int(arg.split("=", 1)[1])
    elif arg == "--verbose":
        verbose = True

name = "microsoft/Phi-3-mini-4k-instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
prompt = tokenizer("tell me about the garden", return_tensors="pt")

past = DynamicCache()
out = model.generate(**prompt, max_new_tokens=steps, past_key_values=past, cache_implementation=cache_impl)
if verbose:
    print(out)
print(tokenizer.decode(out[0][prompt["input_ids"].shape[1]:]))
