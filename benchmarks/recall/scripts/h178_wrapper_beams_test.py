# classes: 7 8
"""Tests of the Generator wrapper's overrides: plain beam search for the 'alternatives' feature."""
from dataclasses import dataclass, field

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


@dataclass
class GenSettings:
    max_new_tokens: int = 6
    extra: dict = field(default_factory=dict)


class Generator:
    def __init__(self, name="google/flan-t5-small"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForSeq2SeqLM.from_pretrained(name)

    def generate(self, text, settings: GenSettings):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=settings.max_new_tokens, **settings.extra)
        return self.tok.batch_decode(out, skip_special_tokens=True)


def test_default(gen):
    assert len(gen.generate("translate English to German: hello", GenSettings())) == 1


def test_diverse_alternatives(gen):
    s = GenSettings(extra=dict(num_beams=4, num_return_sequences=2))
    assert len(gen.generate("translate English to German: hello", s)) == 2


if __name__ == "__main__":
    g = Generator()
    test_default(g)
    test_diverse_alternatives(g)
