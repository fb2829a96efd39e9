# classes: 2 7
"""Regression tests for the drafted decoder; parametrized at the class level over cache modes."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-1B"


@pytest.fixture(scope="module")
def lm():
    return AutoTokenizer.from_pretrained(MODEL), AutoModelForCausalLM.from_pretrained(MODEL)


@pytest.mark.parametrize("use_cache", [True, False], ids=["kv", "no-kv"])
class TestDrafted:
    def test_self_draft(self, lm, use_cache):
        tok, model = lm
        enc = tok("Hello", return_tensors="pt")
        out = model.generate(**enc, assistant_model=model, max_new_tokens=3, use_cache=use_cache)
        assert out.shape[0] == 1

    def test_prompt_lookup(self, lm, use_cache):
        tok, model = lm
        enc = tok("one two one two one", return_tensors="pt")
        out = model.generate(**enc, prompt_lookup_num_tokens=2, max_new_tokens=3, use_cache=use_cache)
        assert out.shape[0] == 1


class _KeepFirst:
    error = None

    def pytest_exception_interact(self, node, call, report):
        if self.error is None and call.excinfo is not None:
            self.error = call.excinfo.value


if __name__ == "__main__":
    keep = _KeepFirst()
    pytest.main([__file__, "-q", "-x", "-p", "no:cacheprovider"], plugins=[keep])
    if keep.error is not None:
        raise keep.error
