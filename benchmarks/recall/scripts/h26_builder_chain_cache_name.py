# classes: 7 9
"""A fluent builder for generation runs: ``Generator(...).with_draft(x).with_cache("static").run(p)``.

Every ``with_*`` method returns a new builder (immutable, so presets can be shared), and
``run`` turns the accumulated options into one ``generate`` call.
"""
from dataclasses import dataclass, field, replace
from typing import Any, Dict, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class Generator:
    checkpoint: str
    draft_checkpoint: Optional[str] = None
    options: Dict[str, Any] = field(default_factory=dict)

    def with_draft(self, checkpoint: str) -> "Generator":
        return replace(self, draft_checkpoint=checkpoint)

    def with_cache(self, implementation: str) -> "Generator":
        return replace(self, options={**self.options, "cache_implementation": implementation})

    def with_max_new_tokens(self, n: int) -> "Generator":
        return replace(self, options={**self.options, "max_new_tokens": n})

    def run(self, prompt: str) -> str:
        tok = AutoTokenizer.from_pretrained(self.checkpoint)
        model = AutoModelForCausalLM.from_pretrained(self.checkpoint)
        kwargs = dict(self.options)
        if self.draft_checkpoint is not None:
            kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(self.draft_checkpoint)
        inputs = tok(prompt, return_tensors="pt")
        out = model.generate(**inputs, **kwargs)
        return tok.decode(out[0], skip_special_tokens=True)


BASE = Generator("HuggingFaceTB/SmolLM2-360M-Instruct").with_max_new_tokens(8)

if __name__ == "__main__":
    # the cache name is the class the docs talk about
    builder = BASE.with_draft("HuggingFaceTB/SmolLM2-135M-Instruct").with_cache("StaticCache")
    print(builder.run("Once upon a time"))
