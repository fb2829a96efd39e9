# classes: 7
"""Regression tests for speculative decoding in our inference package.

The models are loaded once per class; each test starts from the generation settings of the
service's "low memory" profile, which turns the KV cache off.
"""
import unittest

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"


class SpeculativeDecodingTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained(TARGET)
        cls.model = AutoModelForCausalLM.from_pretrained(TARGET)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT)
        cls.model.eval()
        cls.draft.eval()

    def setUp(self):
        torch.manual_seed(0)
        self.gen_kwargs = {"max_new_tokens": 6, "do_sample": False, "use_cache": False}

    def test_plain_greedy(self):
        inputs = self.tokenizer("The capital of France is", return_tensors="pt")
        out = self.model.generate(**inputs, **self.gen_kwargs)
        self.assertGreater(out.shape[-1], inputs["input_ids"].shape[-1])

    def test_speculative_matches_greedy(self):
        inputs = self.tokenizer("The capital of France is", return_tensors="pt")
        reference = self.model.generate(**inputs, **self.gen_kwargs)
        fast = self.model.generate(**inputs, assistant_model=self.draft, **self.gen_kwargs)
        self.assertEqual(reference.shape, fast.shape)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(SpeculativeDecodingTest).debug()
