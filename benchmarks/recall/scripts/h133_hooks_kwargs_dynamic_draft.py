# classes: 7 8
"""Plugin-style request pipeline: registered hooks edit the generate kwargs in turn before the
call (one hook pins the cache type for reproducibility)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

HOOKS = []


def hook(fn):
    HOOKS.append(fn)
    return fn


@hook
def defaults(kw):
    kw.setdefault("max_new_tokens", 6)
    kw.setdefault("do_sample", False)


@hook
def pin_cache(kw):
    kw["cache_implementation"] = "dynamic"


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

kwargs = {"assistant_model": draft}
for h in HOOKS:
    h(kwargs)
enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
