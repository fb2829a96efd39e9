# classes: 7 3
"""Async handler receiving TypedDict payloads and calling generate directly."""
import asyncio
from typing import TypedDict

from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerateRequest(TypedDict, total=False):
    prompt: str
    n: int
    speculative: bool


DEFAULTS: GenerateRequest = {"n": 1, "speculative": True}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


async def handle(payload: GenerateRequest):
    req: GenerateRequest = {**DEFAULTS, **payload}
    enc = tok(req["prompt"], return_tensors="pt")
    kwargs = dict(max_new_tokens=6, num_return_sequences=req["n"], do_sample=req["n"] > 1)
    if req.get("speculative"):
        kwargs["assistant_model"] = draft
    out = model.generate(**enc, **kwargs)
    return tok.batch_decode(out, skip_special_tokens=True)


async def main():
    payloads = [{"prompt": "Tell me a joke"}, {"prompt": "Give me two names", "n": 2}]
    for res in await asyncio.gather(*(handle(p) for p in payloads)):
        print(res)


asyncio.run(main())
