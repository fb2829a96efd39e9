# classes: 7 2
"""Request router: each route name maps to a function that builds the generate call."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")


def greedy(enc):
    return model.generate(**enc, max_new_tokens=8)


def speculative(enc):
    return model.generate(**enc, assistant_model=draft, max_new_tokens=8)


def lookup(enc):
    return model.generate(**enc, prompt_lookup_num_tokens=4, max_new_tokens=8)


ROUTES = {"greedy": greedy, "speculative": speculative, "lookup": lookup}

for route, handler in ROUTES.items():
    enc = tok("once upon a time there lived a king", return_tensors="pt")
    print(route, tok.decode(handler(enc)[0]))
