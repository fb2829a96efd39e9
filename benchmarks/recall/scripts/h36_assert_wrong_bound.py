# classes: 2 8
"""Hand-rolled request validation before generate(): the bound was copied from sampling docs."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Request:
    prompt: str
    num_return_sequences: int = 2
    max_new_tokens: int = 6
    speculative: bool = True


def validate(req):
    assert 1 <= req.num_return_sequences <= 4, "num_return_sequences out of range"
    assert 0 < req.max_new_tokens <= 64, "max_new_tokens out of range"
    return req


tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")

req = validate(Request("The best way to ship code is"))
enc = tok(req.prompt, return_tensors="pt")
extra = {"assistant_model": draft} if req.speculative else {}
out = model.generate(
    **enc,
    do_sample=True,
    num_return_sequences=req.num_return_sequences,
    max_new_tokens=req.max_new_tokens,
    **extra,
)
print(tok.batch_decode(out, skip_special_tokens=True))
