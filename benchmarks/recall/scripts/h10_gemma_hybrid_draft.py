# classes: 6 7
"""Chat endpoint on Gemma 3 with a smaller Gemma as the draft, dispatched by route."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HANDLERS = {}


def handler(route):
    def register(fn):
        HANDLERS[route] = fn
        return fn
    return register


class Models:
    _main = None
    _draft = None

    @classmethod
    def main(cls):
        if cls._main is None:
            cls._main = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it").eval()
        return cls._main

    @classmethod
    def draft(cls):
        if cls._draft is None:
            cls._draft = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it").eval()
        return cls._draft


tok = AutoTokenizer.from_pretrained("google/gemma-3-1b-it")


@handler("chat/completions")
def chat_completions(body):
    messages = body.get("messages", [])
    ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
    if not torch.is_tensor(ids):
        ids = ids["input_ids"]
    with torch.inference_mode():
        out = Models.main().generate(ids, assistant_model=Models.draft(), max_new_tokens=body.get("max_tokens", 6))
    return {"choices": [{"message": {"role": "assistant", "content": tok.decode(out[0, ids.shape[1]:])}}]}


if __name__ == "__main__":
    print(HANDLERS["chat/completions"]({"messages": [{"role": "user", "content": "Hi!"}], "max_tokens": 4}))
