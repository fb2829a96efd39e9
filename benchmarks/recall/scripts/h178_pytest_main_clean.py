# classes: 8
"""Plain pytest module; `python this_file.py` runs it through pytest.main and prints the summary."""
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer


@pytest.fixture(scope="module")
def lm():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    return tok, AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


@pytest.mark.parametrize("kwargs", [dict(do_sample=False), dict(num_beams=2)])
def test_generate(lm, kwargs):
    tok, model = lm
    enc = tok("hello", return_tensors="pt")
    assert model.generate(**enc, max_new_tokens=2, **kwargs).shape[0] == 1


def test_bad_beams(lm):
    tok, model = lm
    enc = tok("hello", return_tensors="pt")
    with pytest.raises(ValueError):
        model.generate(**enc, max_new_tokens=2, num_beams=1, num_return_sequences=2)


if __name__ == "__main__":
    code = pytest.main([__file__, "-q", "-p", "no:cacheprovider"])
    print("pytest exit code", code)
