# classes: 7
"""Unit tests of decode_with_draft(), the helper the batch worker calls one prompt at a time."""
import unittest

from transformers import AutoModelForCausalLM, AutoTokenizer

TOK = AutoTokenizer.from_pretrained("openai-community/gpt2")


def decode_with_draft(model, draft, text, max_new_tokens=4, use_cache=True):
    ids = TOK(text, return_tensors="pt")
    return model.generate(
        **ids, assistant_model=draft, max_new_tokens=max_new_tokens, use_cache=use_cache, pad_token_id=TOK.eos_token_id
    )


class DecodeWithDraftTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def test_default_length(self):
        out = decode_with_draft(self.model, self.draft, "Good morning")
        self.assertEqual(out.shape[0], 1)

    def test_longer(self):
        out = decode_with_draft(self.model, self.draft, "Good evening", max_new_tokens=6)
        self.assertEqual(out.shape[0], 1)


if __name__ == "__main__":
    unittest.TestLoader().loadTestsFromTestCase(DecodeWithDraftTest).debug()
