# classes: 7
"""Tests that the service refuses bad speculative settings the way transformers does."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def models():
    return (
        AutoTokenizer.from_pretrained("openai-community/gpt2"),
        AutoModelForCausalLM.from_pretrained("openai-community/gpt2"),
        AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2"),
    )


def test_no_cache_is_refused(models):
    tok, main, draft = models
    enc = tok("x y z", return_tensors="pt")
    with pytest.raises(ValueError):
        main.generate(**enc, assistant_model=draft, use_cache=False, max_new_tokens=3)


def test_default_works(models):
    tok, main, draft = models
    enc = tok("x y z", return_tensors="pt")
    out = main.generate(**enc, assistant_model=draft, max_new_tokens=3, pad_token_id=tok.eos_token_id)
    assert out.shape[0] == 1


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
