# classes: 7 5
"""A registry of decoding recipes filled by a decorator; speculative decoding uses a DynamicCache."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

RECIPES = {}


def register(name):
    def deco(fn):
        RECIPES[name] = fn
        return fn

    return deco


@register("greedy")
def greedy(model):
    return {"do_sample": False}


@register("speculative")
def speculative(model):
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
    return {"assistant_model": draft, "past_key_values": DynamicCache()}


@register("lookup")
def lookup(model):
    return {"prompt_lookup_num_tokens": 3}


parser = argparse.ArgumentParser()
parser.add_argument("--recipe", choices=sorted(RECIPES), default="speculative")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
enc = tok("The three primary colours are", return_tensors="pt")
for name in (args.recipe, "lookup"):
    out = model.generate(**enc, max_new_tokens=10, **RECIPES[name](model))
    print(name, tok.decode(out[0], skip_special_tokens=True))
