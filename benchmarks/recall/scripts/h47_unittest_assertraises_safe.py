# classes: 7
"""The guard tests of the speculative worker: batches with a draft must be rejected upstream."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer


class GuardTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
        cls.tok.pad_token = cls.tok.eos_token
        cls.main = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setUp(self):
        self.pair = self.tok(["first prompt", "second, longer prompt"], return_tensors="pt", padding=True)

    def test_batch_with_draft_rejected(self):
        with self.assertRaises(ValueError):
            self.main.generate(**self.pair, assistant_model=self.draft, max_new_tokens=3)

    def test_batch_without_draft(self):
        out = self.main.generate(**self.pair, max_new_tokens=3, pad_token_id=self.tok.pad_token_id)
        self.assertEqual(out.shape[0], 2)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(GuardTest).debug()
