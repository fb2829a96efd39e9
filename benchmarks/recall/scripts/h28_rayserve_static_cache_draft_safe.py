# classes: 5 7 9
"""Ray Serve style deployment with a draft model; the static cache is kept for the plain path.

`serve.deployment` is replaced by a local decorator that only records the options, so the
deployment class can be exercised in-process the way `serve.run` would construct it.
"""
import asyncio

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class serve:
    @staticmethod
    def deployment(**options):
        def wrap(cls):
            cls.deployment_options = options
            return cls

        return wrap


@serve.deployment(num_replicas=1, ray_actor_options={"num_cpus": 1})
class DraftedGenerator:
    def __init__(self, model_id, draft_id, max_cache_len=64):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id).eval()
        self.max_cache_len = max_cache_len

    def _new_cache(self):
        return StaticCache(config=self.model.config, max_cache_len=self.max_cache_len)

    async def __call__(self, request):
        enc = self.tokenizer(request["prompt"], return_tensors="pt")
        kwargs = {"max_new_tokens": request.get("max_new_tokens", 6)}
        if request.get("speculative", True):
            kwargs["assistant_model"] = self.draft
        else:
            kwargs["past_key_values"] = self._new_cache()
        with torch.no_grad():
            out = self.model.generate(**enc, **kwargs)
        return {"text": self.tokenizer.decode(out[0], skip_special_tokens=True)}


async def main():
    app = DraftedGenerator("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M")
    print(DraftedGenerator.deployment_options)
    print(await app({"prompt": "The capital of Italy is", "max_new_tokens": 4}))


if __name__ == "__main__":
    asyncio.run(main())
