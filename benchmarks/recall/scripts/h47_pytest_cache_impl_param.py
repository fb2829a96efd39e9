# classes: 2 7
"""Checks each cache implementation the config file may name, with a short greedy decode."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def lm_and_tok():
    return AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"), AutoTokenizer.from_pretrained(
        "HuggingFaceTB/SmolLM2-135M"
    )


@pytest.mark.parametrize("impl", ["dynamic", "static", "Offloaded"], ids=lambda v: f"cache-{v}")
def test_cache_implementation(lm_and_tok, impl):
    lm, tok = lm_and_tok
    enc = tok("Cache test", return_tensors="pt")
    out = lm.generate(**enc, cache_implementation=impl, max_new_tokens=3, pad_token_id=tok.eos_token_id)
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
