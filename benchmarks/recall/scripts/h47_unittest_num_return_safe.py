# classes: 7
"""Tests of the candidate generator: several samples without a draft, one with it."""
import unittest

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class CandidateTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        cls.lm = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.small = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setUp(self):
        torch.manual_seed(7)
        self.enc = self.tok("Once upon a time", return_tensors="pt")
        self.samples = 3

    def test_many_samples(self):
        out = self.lm.generate(
            **self.enc, do_sample=True, num_return_sequences=self.samples, max_new_tokens=4, pad_token_id=50256
        )
        self.assertEqual(out.shape[0], self.samples)

    def test_one_draft_sample(self):
        out = self.lm.generate(**self.enc, assistant_model=self.small, max_new_tokens=4, pad_token_id=50256)
        self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(CandidateTest).debug()
