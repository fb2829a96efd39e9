# classes: 7 2
"""A small decoding library: strategies register themselves with a decorator and the
driver runs every registered strategy over the same batch of prompts."""

from typing import Callable, Dict

from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGIES: Dict[str, Callable[..., dict]] = {}


def register(name: str):
    def wrap(fn):
        STRATEGIES[name] = fn
        return fn

    return wrap


@register("greedy")
def greedy(ctx):
    return {"do_sample": False}


@register("nucleus")
def nucleus(ctx):
    return {"do_sample": True, "top_p": 0.9, "temperature": 0.7}


@register("speculative")
def speculative(ctx):
    return {"assistant_model": ctx["draft"], "num_assistant_tokens": 4}


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

prompts = ["the quick brown fox", "once upon a time there lived"]
batch = tok(prompts, return_tensors="pt", padding=True)
ctx = {"draft": draft}

for name, build in STRATEGIES.items():
    out = model.generate(**batch, max_new_tokens=6, pad_token_id=tok.eos_token_id, **build(ctx))
    print(name, tok.batch_decode(out, skip_special_tokens=True))
