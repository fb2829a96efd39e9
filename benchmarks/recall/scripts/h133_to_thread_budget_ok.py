# classes: 7 9
"""Async endpoint: a fixed token budget; the worker thread runs generate."""
import asyncio

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

MAX_NEW = 8
RESERVED_FOR_TOOLS = 2


async def complete(prompt: str) -> str:
    enc = tok(prompt, return_tensors="pt")
    budget = MAX_NEW - RESERVED_FOR_TOOLS
    out = await asyncio.to_thread(model.generate, **enc, max_new_tokens=budget)
    return tok.decode(out[0], skip_special_tokens=True)


print(asyncio.run(complete("hello world")))
