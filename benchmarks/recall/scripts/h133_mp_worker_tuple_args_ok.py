# classes: 7 9
"""multiprocessing-style worker taking one tuple of arguments (what Pool.map hands it); called
inline for debugging. The non-speculative job saves memory without a cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def worker(args):
    prompt, gen_kwargs = args
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **gen_kwargs)[0])


jobs = [
    ("hello world", {"max_new_tokens": 5, "use_cache": False}),
    ("tell me a story", {"max_new_tokens": 5, "assistant_model": draft}),
]
results = [worker(j) for j in jobs]
print(results)
