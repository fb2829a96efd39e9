# classes: 7 3
"""Completion endpoint (FastAPI in production; the route decorator is a plain registry here) with a draft model; the handler is called directly in main (one choice per request)."""
from typing import Optional

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

ROUTES = {}


def post(path):
    def deco(fn):
        ROUTES[path] = fn
        return fn

    return deco


TARGET = "facebook/opt-350m"
DRAFT = "facebook/opt-125m"

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)


class CompletionRequest(BaseModel):
    prompt: str
    max_new_tokens: int = 8
    do_sample: bool = True
    top_p: float = 0.9
    num_return_sequences: int = 1
    seed: Optional[int] = None


@post("/v1/completions")
def complete(req: CompletionRequest):
    enc = tok(req.prompt, return_tensors="pt")
    gen_kwargs = req.model_dump(exclude={"prompt", "seed"})
    out = target.generate(**enc, assistant_model=draft, **gen_kwargs)
    return {"choices": [tok.decode(o, skip_special_tokens=True) for o in out]}


if __name__ == "__main__":
    print(complete(CompletionRequest(prompt="The capital of France is", max_new_tokens=5)))
