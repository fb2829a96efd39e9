# classes: 7 3
"""Async completion handler (FastAPI style): the request body is a pydantic model; temperature 0
means greedy, as OpenAI-compatible servers read it; generate runs in a worker thread."""
import asyncio

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


class CompletionRequest(BaseModel):
    prompt: str
    max_tokens: int = 6
    temperature: float = 0.0


async def completions(req: CompletionRequest):
    enc = tok(req.prompt, return_tensors="pt")
    sampling = {"do_sample": True, "temperature": req.temperature} if req.temperature > 0 else {"do_sample": False}
    out = await asyncio.to_thread(model.generate, **enc, max_new_tokens=req.max_tokens, **sampling)
    return {"text": tok.decode(out[0], skip_special_tokens=True)}


print(asyncio.run(completions(CompletionRequest(prompt="hello there"))))
