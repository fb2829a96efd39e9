# classes: 7 3 9
"""Ray Serve deployment: speculative decoding with settings from user_config (a JSON string).

`reconfigure(user_config)` is how Ray Serve pushes new settings to replicas; the local
deployment decorator keeps the options only.
"""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def deployment(_cls=None, **opts):
    def wrap(cls):
        cls._serve_opts = opts
        return cls

    return wrap(_cls) if _cls is not None else wrap


DEFAULT_USER_CONFIG = '{"max_new_tokens": 6, "cache_implementation": "static", "num_assistant_tokens": 3}'


@deployment(autoscaling_config={"min_replicas": 1, "max_replicas": 2})
class SpecDecoder:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
        self.model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
        self.draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
        self.reconfigure(json.loads(DEFAULT_USER_CONFIG))

    def reconfigure(self, user_config):
        self.settings = dict(user_config)
        self.draft.generation_config.num_assistant_tokens = self.settings.pop("num_assistant_tokens", 5)

    def __call__(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        with torch.no_grad():
            out = self.model.generate(**enc, assistant_model=self.draft, **self.settings)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    replica = SpecDecoder()
    print(replica("Q: What is 2+2?\nA:"))
