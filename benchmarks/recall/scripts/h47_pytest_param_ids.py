# classes: 2 7
"""pytest suite for the decoding presets: each preset must run with the draft model.

The presets are the ones the CLI exposes; their ids appear in the test report.
"""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def tokenizer():
    return AutoTokenizer.from_pretrained("openai-community/gpt2")


@pytest.fixture(scope="module")
def model():
    return AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


@pytest.fixture(scope="module")
def draft():
    return AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


@pytest.mark.parametrize(
    "preset",
    [
        pytest.param({"max_new_tokens": 4}, id="short"),
        pytest.param({"max_new_tokens": 8, "repetition_penalty": 1.1}, id="long"),
        pytest.param({"max_new_tokens": 4, "use_cache": False}, id="low-memory"),
    ],
)
def test_preset_with_draft(tokenizer, model, draft, preset):
    inputs = tokenizer("Hello there", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, pad_token_id=tokenizer.eos_token_id, **preset)
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
