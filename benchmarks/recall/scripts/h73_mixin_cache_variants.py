# classes: 7 5
"""Shared generation checks, mixed into one test class per cache setting.

GenerationChecksMixin holds the assertions; each concrete class says which cache it wants
through GEN_KWARGS. A small runner at the bottom runs every class and lets the first error
through, so CI shows the real traceback instead of a summary line.
"""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_CHECKPOINT = "HuggingFaceTB/SmolLM2-135M-Instruct"


class GenerationChecksMixin:
    GEN_KWARGS: dict = {}

    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
        cls.model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT_CHECKPOINT)

    def encode(self, text):
        return self.tokenizer(text, return_tensors="pt")

    def assertGenerates(self, text, **extra):
        inputs = self.encode(text)
        kwargs = dict(self.GEN_KWARGS)
        kwargs.update(extra)
        out = self.model.generate(**inputs, max_new_tokens=5, **kwargs)
        self.assertGreater(out.shape[-1], inputs["input_ids"].shape[-1])
        return out

    def test_plain(self):
        self.assertGenerates("The weather today is")

    def test_with_draft(self):
        self.assertGenerates("The weather today is", assistant_model=self.draft)


class DefaultCacheTest(GenerationChecksMixin, unittest.TestCase):
    GEN_KWARGS = {}


class StaticCacheTest(GenerationChecksMixin, unittest.TestCase):
    GEN_KWARGS = {"cache_implementation": "static"}


class NoCacheTest(GenerationChecksMixin, unittest.TestCase):
    GEN_KWARGS = {"use_cache": False}


def run_all():
    loader = unittest.TestLoader()
    for case in (DefaultCacheTest, StaticCacheTest, NoCacheTest):
        loader.loadTestsFromTestCase(case).debug()
        print(case.__name__, "ok")


if __name__ == "__main__":
    run_all()
