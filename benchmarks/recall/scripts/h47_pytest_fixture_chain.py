# classes: 7
"""Tests of the batch endpoint: fixtures build the tokenizer, the padded batch and the models."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer

QUESTIONS = ["What is 2 + 2?", "Name a colour.", "Say hi."]


@pytest.fixture(scope="module")
def tokenizer():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
    tok.pad_token = tok.eos_token
    return tok


@pytest.fixture
def batch(tokenizer):
    return tokenizer(QUESTIONS, return_tensors="pt", padding=True)


@pytest.fixture(scope="module")
def models():
    return (
        AutoModelForCausalLM.from_pretrained("openai-community/gpt2"),
        AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2"),
    )


def test_batch_shapes(batch):
    assert batch["input_ids"].shape[0] == len(QUESTIONS)


def test_batch_endpoint_speculative(batch, models, tokenizer):
    target, draft = models
    out = target.generate(**batch, assistant_model=draft, max_new_tokens=5, pad_token_id=tokenizer.pad_token_id)
    assert out.shape[0] == len(QUESTIONS)


class _FirstFailure:
    """Keeps the first failing test's exception, so that running this file re-raises it."""

    error = None

    def pytest_exception_interact(self, node, call, report):
        if self.error is None and call.excinfo is not None:
            self.error = call.excinfo.value


if __name__ == "__main__":
    first = _FirstFailure()
    pytest.main([__file__, "-q", "-x", "-p", "no:cacheprovider"], plugins=[first])
    if first.error is not None:
        raise first.error
