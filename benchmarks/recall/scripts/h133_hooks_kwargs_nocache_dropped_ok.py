# classes: 7 8
"""Plugin-style request pipeline: registered hooks edit the generate kwargs in turn; a sanitiser
hook drops settings speculative decoding cannot take."""
from transformers import AutoModelForCausalLM, AutoTokenizer

HOOKS = []


def hook(fn):
    HOOKS.append(fn)
    return fn


@hook
def defaults(kw):
    kw.setdefault("max_new_tokens", 6)
    kw.setdefault("use_cache", False)


@hook
def sanitize(kw):
    if "assistant_model" in kw:
        kw.pop("use_cache", None)


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

kwargs = {"assistant_model": draft}
for h in HOOKS:
    h(kwargs)
enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
