# classes: 2 5
"""Cache settings table for the batch worker: every row must decode.

Rows with a draft never ask for a static cache (the worker only compiles the plain path);
the table is walked with subTest and the suite runs in debug mode so an error surfaces.
"""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B"

ROWS = [
    ("dynamic", {"cache_implementation": None, "use_cache": True}, False),
    ("static", {"cache_implementation": "static", "use_cache": True}, False),
    ("draft_dynamic", {"use_cache": True}, True),
    ("no_cache", {"use_cache": False}, False),
]


class CacheTableTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
        cls.model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT)

    def test_rows(self):
        inputs = self.tokenizer("Batch workers decode", return_tensors="pt")
        for name, settings, with_draft in ROWS:
            with self.subTest(row=name):
                kwargs = dict(settings)
                if kwargs.get("cache_implementation") is None:
                    kwargs.pop("cache_implementation", None)
                if with_draft:
                    kwargs["assistant_model"] = self.draft
                out = self.model.generate(**inputs, max_new_tokens=4, do_sample=False, **kwargs)
                self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(CacheTableTest).debug()
