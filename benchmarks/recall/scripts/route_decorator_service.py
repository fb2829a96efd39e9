# classes: 7 3
"""FastAPI-style service (the app object is a tiny stand-in so the script runs without a server)."""
import asyncio
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


class App:
    def __init__(self):
        self.routes = {}

    def post(self, path):
        def register(fn):
            self.routes[path] = fn
            return fn

        return register


app = App()
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM3-3B")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM3-3B")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


@dataclass
class CompletionRequest:
    prompt: str
    n: int = 2
    max_tokens: int = 8


@app.post("/v1/completions")
async def completions(req: CompletionRequest):
    enc = tok(req.prompt, return_tensors="pt")
    out = model.generate(
        **enc, assistant_model=draft, do_sample=True, num_return_sequences=req.n, max_new_tokens=req.max_tokens
    )
    return {"choices": tok.batch_decode(out, skip_special_tokens=True)}


print(asyncio.run(app.routes["/v1/completions"](CompletionRequest(prompt="hello world"))))
