# classes: 2 7
"""Fixture-parametrized speculative decoding test: each kwargs profile the server supports."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def models():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    big = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    small = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    return tok, big, small


@pytest.fixture(params=[{"max_new_tokens": 3}, {"max_new_tokens": 3, "use_cache": False}], ids=["default", "memory-saver"])
def profile(request):
    return request.param


def test_speculative_profile(models, profile):
    tok, big, small = models
    enc = tok("2 + 2 =", return_tensors="pt")
    out = big.generate(**enc, assistant_model=small, **profile)
    assert out.shape[0] == 1


class _First:
    error = None

    def pytest_exception_interact(self, node, call, report):
        if self.error is None and call.excinfo is not None:
            self.error = call.excinfo.value


if __name__ == "__main__":
    first = _First()
    pytest.main([__file__, "-q", "-x", "-p", "no:cacheprovider"], plugins=[first])
    if first.error is not None:
        raise first.error
