# classes: 8 7 3
"""BentoML-style service: a text generator whose cache kind is a service setting.

`bentoml.service` / `bentoml.api` are local decorators with the same shape; the setting
comes from BENTO_CACHE_IMPL (a JSON string of generation settings in production).
"""
import json
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def service(**config):
    def wrap(cls):
        cls.__bento_config__ = config
        return cls

    return wrap


def api(fn):
    fn.__bento_api__ = True
    return fn


GEN_SETTINGS = json.loads(os.environ.get("BENTO_GEN_SETTINGS", '{"cache_implementation": "static_cache", "max_new_tokens": 6}'))


@service(resources={"cpu": "2"}, traffic={"timeout": 30})
class Completion:
    model_id = "google/gemma-3-270m-it"

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(self.model_id).eval()
        self.generation_config = GenerationConfig.from_pretrained(self.model_id)
        self.generation_config.update(**GEN_SETTINGS)

    @api
    def complete(self, prompt: str) -> str:
        enc = self.tokenizer(prompt, return_tensors="pt")
        with torch.no_grad():
            out = self.model.generate(**enc, generation_config=self.generation_config)
        return self.tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    svc = Completion()
    print(svc.__bento_config__)
    print(svc.complete("Write one sentence about tea."))
