# classes: 7 3
"""Request dataclass whose set fields override the service defaults."""
from dataclasses import asdict, dataclass
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SERVICE_DEFAULTS = {"max_new_tokens": 8, "do_sample": False, "use_cache": True}


@dataclass
class GenerateRequest:
    prompt: str
    max_new_tokens: Optional[int] = None
    use_cache: Optional[bool] = None
    speculative: bool = True


def validate(req: GenerateRequest) -> GenerateRequest:
    if not req.prompt.strip():
        raise ValueError("empty prompt")
    if req.max_new_tokens is not None and req.max_new_tokens > 64:
        req.max_new_tokens = 64
    return req


class Service:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
        self.model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct").eval()
        self.draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct").eval()

    def params_for(self, req):
        overrides = {k: v for k, v in asdict(req).items() if v is not None and k in SERVICE_DEFAULTS}
        params = {**SERVICE_DEFAULTS, **overrides}
        if req.speculative:
            params["assistant_model"] = self.draft
        return params

    def handle(self, req):
        req = validate(req)
        enc = self.tok(req.prompt, return_tensors="pt")
        with torch.inference_mode():
            out = self.model.generate(**enc, **self.params_for(req))
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    svc = Service()
    print(svc.handle(GenerateRequest(prompt="Hello!", max_new_tokens=4)))
    # a client that wants to save memory on a long prompt
    print(svc.handle(GenerateRequest(prompt="Summarize this long text ...", use_cache=False, speculative=False)))
