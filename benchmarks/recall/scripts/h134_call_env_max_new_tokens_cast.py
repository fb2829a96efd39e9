# classes: 3 7
"""The callable completion plugin with defaults from the environment, cast to int when read."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {
    "max_new_tokens": int(os.environ.get("MAX_NEW_TOKENS", "6")),
    "do_sample": False,
}


class Completer:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def __call__(self, prompt, **overrides):
        kwargs = {**DEFAULTS, **overrides}
        enc = self.tok(prompt, return_tensors="pt")
        return self.tok.decode(self.model.generate(**enc, **kwargs)[0])


if __name__ == "__main__":
    print(Completer("distilgpt2")("hello world"))
