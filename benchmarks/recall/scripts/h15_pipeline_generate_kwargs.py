# classes: 4 7
"""Serving shim: requests arrive as dicts and are forwarded to a text-generation pipeline
that has a draft model attached. Generation options travel in `generate_kwargs`.
"""
import time
from dataclasses import dataclass, field

from transformers import pipeline


@dataclass
class Request:
    prompt: str
    max_new_tokens: int = 6
    options: dict = field(default_factory=dict)


class SpecPipelineService:
    def __init__(self, model_id="Qwen/Qwen2.5-1.5B-Instruct", draft_id="Qwen/Qwen2.5-0.5B-Instruct"):
        self.pipe = pipeline("text-generation", model=model_id, assistant_model=draft_id)
        self.served = 0

    def _call_args(self, request):
        return {
            "max_new_tokens": request.max_new_tokens,
            "return_full_text": False,
            "generate_kwargs": dict(request.options),
        }

    def serve(self, request):
        t0 = time.perf_counter()
        out = self.pipe(request.prompt, **self._call_args(request))
        self.served += 1
        return {"text": out[0]["generated_text"], "latency": time.perf_counter() - t0}


if __name__ == "__main__":
    service = SpecPipelineService()
    reqs = [Request("hello world", options={"num_assistant_tokens": 4}), Request("tell me a story")]
    for r in reqs:
        print(service.serve(r))
