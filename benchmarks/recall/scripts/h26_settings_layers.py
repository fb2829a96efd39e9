# classes: 9 7
"""A settings object handed down through app -> service -> engine layers.

``InferenceSettings`` is built once at start-up and passed unchanged through the layers;
only the engine turns it into generate kwargs. Ops pinned the cache implementation to
"dynamic" so that nobody accidentally enables a static cache on the speculative path.
"""
from dataclasses import asdict, dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class InferenceSettings:
    checkpoint: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft_checkpoint: Optional[str] = "Qwen/Qwen2.5-0.5B-Instruct"
    cache_implementation: Optional[str] = "dynamic"
    max_new_tokens: int = 8


class Engine:
    def __init__(self, settings: InferenceSettings):
        self.settings = settings
        self.tokenizer = AutoTokenizer.from_pretrained(settings.checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(settings.checkpoint)
        self.draft = None
        if settings.draft_checkpoint:
            self.draft = AutoModelForCausalLM.from_pretrained(settings.draft_checkpoint)

    def generate_kwargs(self):
        kwargs = {"max_new_tokens": self.settings.max_new_tokens}
        if self.settings.cache_implementation:
            kwargs["cache_implementation"] = self.settings.cache_implementation
        if self.draft is not None:
            kwargs["assistant_model"] = self.draft
        return kwargs

    def run(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.generate_kwargs())
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class CompletionService:
    def __init__(self, settings: InferenceSettings):
        self.engine = Engine(settings)

    def handle(self, request: dict) -> dict:
        return {"completion": self.engine.run(request["prompt"])}


class App:
    def __init__(self, settings: InferenceSettings):
        print("starting with", asdict(settings))
        self.service = CompletionService(settings)


if __name__ == "__main__":
    app = App(InferenceSettings())
    print(app.service.handle({"prompt": "Give me a haiku about rain."}))
