# classes: 2 7 3
"""Ray Serve style multi-model router; each route's generation config is a JSON string.

The routes table is what `serve build` writes into the user_config; every route uses
greedy single-sequence decoding, some with a draft model.
"""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

ROUTES = json.loads(
    """
{
  "fast": {"model": "Qwen/Qwen2.5-1.5B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct",
           "gen": "{\\"max_new_tokens\\": 5, \\"num_beams\\": 1, \\"do_sample\\": false}"},
  "plain": {"model": "Qwen/Qwen2.5-0.5B-Instruct", "draft": null,
            "gen": "{\\"max_new_tokens\\": 4, \\"num_return_sequences\\": 1}"}
}
"""
)


def deployment(cls):
    cls.is_deployment = True
    return cls


@deployment
class Router:
    def __init__(self, routes):
        self.engines = {}
        for name, spec in routes.items():
            tok = AutoTokenizer.from_pretrained(spec["model"])
            model = AutoModelForCausalLM.from_pretrained(spec["model"]).eval()
            draft = AutoModelForCausalLM.from_pretrained(spec["draft"]).eval() if spec["draft"] else None
            gen = GenerationConfig(**json.loads(spec["gen"]))
            self.engines[name] = (tok, model, draft, gen)

    def __call__(self, route, prompt):
        tok, model, draft, gen = self.engines[route]
        enc = tok(prompt, return_tensors="pt")
        extra = {"assistant_model": draft} if draft is not None else {}
        with torch.no_grad():
            out = model.generate(**enc, generation_config=gen, **extra)
        return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    router = Router(ROUTES)
    for route in ("fast", "plain"):
        print(route, router(route, "Count to three:"))
