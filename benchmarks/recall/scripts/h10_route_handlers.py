# classes: 7 2
"""A tiny Flask-like router in front of a drafted generator (no framework installed here)."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class MiniApp:
    def __init__(self):
        self.routes = {}

    def route(self, path, methods=("POST",)):
        def decorator(fn):
            self.routes[path] = fn
            return fn
        return decorator

    def dispatch(self, path, payload):
        handler = self.routes.get(path)
        if handler is None:
            return {"error": f"no route {path}"}, 404
        return handler(payload), 200


app = MiniApp()
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


@app.route("/health", methods=("GET",))
def health(_payload):
    return {"ok": True}


@app.route("/generate")
def generate(payload):
    prompt = payload.get("prompt", "")
    n = int(payload.get("num_return_sequences", 1))
    do_sample = bool(payload.get("do_sample", n > 1))
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(
            **enc,
            assistant_model=draft,
            max_new_tokens=int(payload.get("max_new_tokens", 8)),
            num_return_sequences=n,
            do_sample=do_sample,
        )
    return {"completions": tokenizer.batch_decode(out, skip_special_tokens=True)}


if __name__ == "__main__":
    print(app.dispatch("/health", {}))
    for body in ['{"prompt": "Hello", "max_new_tokens": 4}', '{"prompt": "Tell me a joke", "num_return_sequences": 3}']:
        result, status = app.dispatch("/generate", json.loads(body))
        print(status, result)
