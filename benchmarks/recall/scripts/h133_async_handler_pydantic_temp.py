# classes: 7 3
"""Async completion handler (FastAPI style): the request body is a pydantic model whose defaults
ask for sampling at temperature 0 ("deterministic"); generate runs in a worker thread."""
import asyncio

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


class CompletionRequest(BaseModel):
    prompt: str
    max_tokens: int = 6
    temperature: float = 0.0
    do_sample: bool = True


async def completions(req: CompletionRequest):
    enc = tok(req.prompt, return_tensors="pt")
    out = await asyncio.to_thread(
        model.generate, **enc, max_new_tokens=req.max_tokens, temperature=req.temperature, do_sample=req.do_sample
    )
    return {"text": tok.decode(out[0], skip_special_tokens=True)}


print(asyncio.run(completions(CompletionRequest(prompt="hello there"))))
