# classes: 7
"""Smoke tests of assisted generation; the models fixture frees memory after the module."""
import gc

import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def pair():
    main = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    helper = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    yield main, helper
    del main, helper
    gc.collect()


@pytest.fixture
def prompt_ids():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    return tok("Testing one two", return_tensors="pt").input_ids


def test_assisted_smoke(pair, prompt_ids):
    main, helper = pair
    out = main.generate(prompt_ids, assistant_model=helper, max_new_tokens=4, pad_token_id=50256)
    assert out.shape[0] == 1


def test_prompt_lookup_smoke(pair, prompt_ids):
    main, _ = pair
    out = main.generate(prompt_ids, prompt_lookup_num_tokens=2, max_new_tokens=4, pad_token_id=50256)
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
