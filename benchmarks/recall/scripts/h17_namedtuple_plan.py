# classes: 2 9
"""A benchmark plan as a list of NamedTuples; each row says batch size and whether to draft."""
from typing import NamedTuple

from transformers import AutoModelForCausalLM, AutoTokenizer


class Row(NamedTuple):
    name: str
    batch_size: int
    draft: bool
    new_tokens: int = 6


PLAN = [
    Row("single-plain", 1, False),
    Row("single-draft", 1, True),
    Row("batch-plain", 2, False),
    Row("batch-draft", 2, True),
]

tok = AutoTokenizer.from_pretrained("facebook/opt-1.3b", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-1.3b")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
corpus = ["The capital of France is", "Water boils at", "The speed of light"]

for row in PLAN:
    enc = tok(corpus[: row.batch_size], return_tensors="pt", padding=True)
    kw = {"max_new_tokens": row.new_tokens}
    if row.draft:
        kw["assistant_model"] = draft
    out = model.generate(**enc, **kw)
    print(row.name, tok.batch_decode(out, skip_special_tokens=True))
