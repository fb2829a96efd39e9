# classes: 7
"""Batch decoding tests for the summariser: several prompts go through generate together.

setUp tokenizes the fixture prompts as one padded batch, which every test reuses.
"""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [
    "Summarise: the meeting moved to Thursday.",
    "Summarise: the build is green again.",
]


class BatchGenerationTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
        cls.tokenizer.pad_token = cls.tokenizer.eos_token
        cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setUp(self):
        self.batch = self.tokenizer(PROMPTS, return_tensors="pt", padding=True)

    def test_batch_greedy(self):
        out = self.model.generate(**self.batch, max_new_tokens=4, pad_token_id=self.tokenizer.eos_token_id)
        self.assertEqual(out.shape[0], len(PROMPTS))

    def test_batch_with_draft(self):
        out = self.model.generate(
            **self.batch,
            assistant_model=self.draft,
            max_new_tokens=4,
            pad_token_id=self.tokenizer.eos_token_id,
        )
        self.assertEqual(out.shape[0], len(PROMPTS))


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(BatchGenerationTest).debug()
