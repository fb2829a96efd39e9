# classes: 3 2
"""collections.namedtuple settings with _replace variants, fed through a small pipeline of helpers."""
from collections import namedtuple

from transformers import AutoModelForCausalLM, AutoTokenizer

Settings = namedtuple("Settings", ["max_new_tokens", "do_sample", "num_return_sequences", "lookup"])
BASE = Settings(max_new_tokens=6, do_sample=False, num_return_sequences=1, lookup=0)
VARIANTS = [
    ("base", BASE),
    ("lookup", BASE._replace(lookup=3)),
    ("lookup-nbest", BASE._replace(lookup=3, do_sample=True, num_return_sequences=2)),
]


def to_kwargs(s: Settings) -> dict:
    kw = s._asdict()
    lookup = kw.pop("lookup")
    if lookup:
        kw["prompt_lookup_num_tokens"] = lookup
    return kw


def run(model, tok, text, s):
    enc = tok(text, return_tensors="pt")
    return tok.batch_decode(model.generate(**enc, **to_kwargs(s)), skip_special_tokens=True)


tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
for name, s in VARIANTS:
    print(name, run(model, tok, "a b c a b c a b", s))
