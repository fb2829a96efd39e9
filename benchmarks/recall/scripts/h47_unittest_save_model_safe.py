# classes: 7 8
"""Checks that the packaged model keeps the sampling defaults after a save/load round trip."""
import tempfile
import unittest

from transformers import AutoModelForCausalLM


class PackagingTest(unittest.TestCase):
    def setUp(self):
        self.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        self.model.generation_config.do_sample = True
        self.model.generation_config.temperature = 0.7
        self.model.generation_config.max_new_tokens = 16

    def test_round_trip(self):
        with tempfile.TemporaryDirectory() as folder:
            self.model.save_pretrained(folder)
            again = AutoModelForCausalLM.from_pretrained(folder)
        self.assertTrue(again.generation_config.do_sample)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(PackagingTest).debug()
