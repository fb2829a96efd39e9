# classes: 6 8
"""Regression test: speculative decoding with the small draft we benchmark against."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


class DraftTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained(MAIN)
        cls.model = AutoModelForCausalLM.from_pretrained(MAIN)
        cls.draft = AutoModelForCausalLM.from_pretrained(DRAFT)

    def test_draft(self):
        enc = self.tok("Write a haiku about rain", return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=4)
        self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    suite = unittest.TestSuite([DraftTest("test_draft")])
    suite.debug()
