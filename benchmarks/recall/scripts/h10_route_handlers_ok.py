# classes: 1 7
"""Router in front of a drafted generator: the draft is only used for single completions."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class MiniApp:
    def __init__(self):
        self.routes = {}

    def route(self, path):
        def decorator(fn):
            self.routes[path] = fn
            return fn
        return decorator

    def dispatch(self, path, payload):
        return self.routes[path](payload)


app = MiniApp()
tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


@app.route("/generate")
def generate(payload):
    n = int(payload.get("num_return_sequences", 1))
    kwargs = {"max_new_tokens": 6, "num_return_sequences": n}
    if n == 1:
        kwargs["assistant_model"] = draft
    else:
        kwargs["do_sample"] = True
    enc = tokenizer(payload.get("prompt", ""), return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, **kwargs)
    return tokenizer.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    for body in ['{"prompt": "Hello"}', '{"prompt": "Tell me a joke", "num_return_sequences": 3}']:
        print(app.dispatch("/generate", json.loads(body)))
