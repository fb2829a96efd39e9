# classes: 2 7
"""pytest checks of the presets the chat CLI offers, with and without a draft model."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "openai-community/gpt2"


@pytest.fixture(scope="module")
def tok():
    return AutoTokenizer.from_pretrained(TARGET)


@pytest.fixture(scope="module")
def lm():
    return AutoModelForCausalLM.from_pretrained(TARGET)


@pytest.fixture(scope="module")
def assistant():
    return AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


@pytest.mark.parametrize(
    "kwargs",
    [{"max_new_tokens": 3}, {"max_new_tokens": 5, "do_sample": False}, {"max_new_tokens": 4, "num_assistant_tokens": 3}],
    ids=["tiny", "greedy", "few-candidates"],
)
def test_assisted_presets(tok, lm, assistant, kwargs):
    enc = tok("A short story:", return_tensors="pt")
    out = lm.generate(**enc, assistant_model=assistant, pad_token_id=tok.eos_token_id, **kwargs)
    assert out.shape[-1] > enc["input_ids"].shape[-1]


@pytest.mark.parametrize("n", [1, 2])
def test_sampling_without_draft(tok, lm, n):
    enc = tok("A short story:", return_tensors="pt")
    out = lm.generate(**enc, do_sample=True, num_return_sequences=n, max_new_tokens=3, pad_token_id=tok.eos_token_id)
    assert out.shape[0] == n


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
