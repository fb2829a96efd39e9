# classes: 5 7
"""Cache-object tests for the streaming server, run with a result class that re-raises.

The server hands its own cache objects to generate; these tests pin that each cache kind
works with the draft model. RaisingResult turns the first error into an exception so the
nightly job fails with the original traceback.
"""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

TARGET = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"


class RaisingResult(unittest.TextTestResult):
    def addError(self, test, err):
        super().addError(test, err)
        raise err[1]


class CacheObjectTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(TARGET)
        cls.model = AutoModelForCausalLM.from_pretrained(TARGET)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT)

    def setUp(self):
        self.inputs = self.tokenizer("Streaming servers keep a cache", return_tensors="pt")

    def generate_with(self, cache):
        return self.model.generate(
            **self.inputs,
            past_key_values=cache,
            assistant_model=self.draft,
            max_new_tokens=4,
            pad_token_id=self.tokenizer.eos_token_id,
        )

    def test_a_dynamic_cache(self):
        out = self.generate_with(DynamicCache())
        self.assertEqual(out.shape[0], 1)

    def test_b_static_cache(self):
        cache = StaticCache(config=self.model.config, max_cache_len=32)
        out = self.generate_with(cache)
        self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    suite = unittest.TestLoader().loadTestsFromTestCase(CacheObjectTest)
    runner = unittest.TextTestRunner(resultclass=RaisingResult, failfast=True, verbosity=2)
    runner.run(suite)
