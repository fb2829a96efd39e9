# classes: 7 8 9
"""BentoML-style service with a speculative `generate` API; generation defaults as class attributes.

The decorators are local stand-ins of bentoml.service / bentoml.api.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def service(cls=None, **config):
    def wrap(c):
        c.service_config = config
        return c

    return wrap(cls) if cls is not None else wrap


def api(batchable=False):
    def wrap(fn):
        fn.batchable = batchable
        return fn

    return wrap


@service(workers=1)
class SpeculativeLLM:
    model_id = "mistralai/Mistral-7B-v0.1"
    draft_id = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
    defaults = {"max_new_tokens": 6, "cache_implementation": "dynamic", "do_sample": False}

    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(self.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(self.model_id, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(self.draft_id, torch_dtype=torch.float32)

    @api(batchable=False)
    def generate(self, prompt: str, max_new_tokens: int = 0) -> str:
        kwargs = dict(self.defaults)
        if max_new_tokens:
            kwargs["max_new_tokens"] = max_new_tokens
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, **kwargs)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    svc = SpeculativeLLM()
    print(svc.generate("Question: say hi. Answer:", max_new_tokens=4))
