"""Settings dataclass whose generation kwargs come from field(default_factory=...), merged per request."""
# classes: 3 7
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


def _default_generation():
    return {"max_new_tokens": 6, "use_cache": True, "do_sample": False}


@dataclass
class ServiceSettings:
    target: str = "Qwen/Qwen2.5-1.5B-Instruct"
    draft: str = "Qwen/Qwen2.5-0.5B-Instruct"
    generation: dict = field(default_factory=_default_generation)
    stop_words: list = field(default_factory=lambda: ["</s>"])

    def request_kwargs(self, **overrides):
        merged = dict(self.generation)
        merged.update(overrides)
        return merged


class SpeculativeService:
    def __init__(self, settings: ServiceSettings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained(settings.target)
        self.model = AutoModelForCausalLM.from_pretrained(settings.target)
        self.draft = AutoModelForCausalLM.from_pretrained(settings.draft)

    def complete(self, prompt, **overrides):
        enc = self.tok(prompt, return_tensors="pt")
        kwargs = self.settings.request_kwargs(**overrides)
        out = self.model.generate(**enc, assistant_model=self.draft, **kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    service = SpeculativeService(ServiceSettings())
    print(service.complete("tell me a story about the fox"))
    print(service.complete("hello world", max_new_tokens=4))
