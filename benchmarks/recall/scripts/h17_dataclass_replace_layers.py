# classes: 3 2
"""Frozen settings dataclass passed through several layers, variants built with replace()."""
import dataclasses
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class DecodeSettings:
    max_new_tokens: int = 8
    do_sample: bool = False
    temperature: float = 1.0
    num_return_sequences: int = 1
    draft_id: Optional[str] = "distilbert/distilgpt2"
    tags: tuple = field(default_factory=tuple)

    def generate_kwargs(self):
        kw = dataclasses.asdict(self)
        kw.pop("draft_id")
        kw.pop("tags")
        return kw


BASE = DecodeSettings()
VARIANTS = {
    "greedy": BASE,
    "creative": dataclasses.replace(BASE, do_sample=True, temperature=0.9),
    "diverse": dataclasses.replace(BASE, do_sample=True, num_return_sequences=4, tags=("nbest",)),
}


class Runner:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self._drafts = {}

    def _draft(self, settings):
        if settings.draft_id is None:
            return None
        if settings.draft_id not in self._drafts:
            self._drafts[settings.draft_id] = AutoModelForCausalLM.from_pretrained(settings.draft_id)
        return self._drafts[settings.draft_id]

    def _call(self, ids, settings):
        return self.model.generate(ids, assistant_model=self._draft(settings), **settings.generate_kwargs())

    def run(self, text, settings):
        ids = self.tok(text, return_tensors="pt").input_ids
        return [self.tok.decode(o) for o in self._call(ids, settings)]


def evaluate(runner, variants):
    for name, settings in variants.items():
        print(name, runner.run("Once upon a time", settings))


if __name__ == "__main__":
    evaluate(Runner("openai-community/gpt2"), VARIANTS)
