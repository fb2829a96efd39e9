# classes: 3 7
"""pydantic settings whose after-validator fills in the cache implementation for long outputs."""
from typing import Optional

from pydantic import BaseModel, model_validator
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenSettings(BaseModel):
    max_new_tokens: int = 8
    cache_implementation: Optional[str] = None
    speculative: bool = True
    long_output_threshold: int = 4

    @model_validator(mode="after")
    def pick_cache(self):
        if self.cache_implementation is None and self.max_new_tokens > self.long_output_threshold:
            self.cache_implementation = "static"
        return self


class Worker:
    def __init__(self, settings: GenSettings):
        self.s = settings
        self.tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
        self.model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
        self.draft = AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5") if settings.speculative else None

    def run(self, text):
        enc = self.tok(text, return_tensors="pt")
        kw = self.s.model_dump(include={"max_new_tokens", "cache_implementation"}, exclude_none=True)
        return self.tok.decode(self.model.generate(**enc, assistant_model=self.draft, **kw)[0])


print(Worker(GenSettings()).run("def quicksort(xs):"))
