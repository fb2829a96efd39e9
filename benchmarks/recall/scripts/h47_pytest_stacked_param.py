# classes: 2 7
"""Grid test of the speculative decoding settings: every combination must produce output."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def setup_models():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    main = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    small = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    return tok, main, small


@pytest.mark.parametrize("num_assistant_tokens", [2, 5])
@pytest.mark.parametrize("num_return_sequences", [1, 2])
def test_grid(setup_models, num_assistant_tokens, num_return_sequences):
    tok, main, small = setup_models
    enc = tok("The weather today", return_tensors="pt")
    out = main.generate(
        **enc,
        assistant_model=small,
        num_assistant_tokens=num_assistant_tokens,
        num_return_sequences=num_return_sequences,
        do_sample=True,
        max_new_tokens=4,
        pad_token_id=tok.eos_token_id,
    )
    assert out.shape[0] == num_return_sequences


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
