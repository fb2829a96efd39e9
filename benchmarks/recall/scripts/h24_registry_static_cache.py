# classes: 7 5
"""A small registry of decoding recipes filled by a decorator; the CLI picks one by name."""
import argparse
from typing import Callable

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

RECIPES: dict[str, Callable[..., dict]] = {}


def register(name: str):
    def deco(fn):
        RECIPES[name] = fn
        return fn

    return deco


@register("greedy")
def greedy(model, prompt_len: int) -> dict:
    return {"do_sample": False}


@register("speculative")
def speculative(model, prompt_len: int) -> dict:
    draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
    cache = StaticCache(config=model.config, max_cache_len=prompt_len + 32)
    return {"assistant_model": draft, "past_key_values": cache}


parser = argparse.ArgumentParser()
parser.add_argument("--recipe", choices=sorted(RECIPES), default="speculative")
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
enc = tok("The three primary colours are", return_tensors="pt")
kwargs = RECIPES[args.recipe](model, enc.input_ids.shape[1])
out = model.generate(**enc, max_new_tokens=10, **kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
