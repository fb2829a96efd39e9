# classes: 7 8
"""Tests of the export step: the fine-tuned model is saved with the decoding defaults we ship."""
import pytest
from transformers import AutoModelForCausalLM, GenerationConfig


@pytest.fixture
def tiny_model():
    return AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def test_export_with_shipping_defaults(tiny_model, tmp_path):
    tiny_model.generation_config = GenerationConfig(max_new_tokens=32, do_sample=False, temperature=0.2, top_p=0.9)
    tiny_model.save_pretrained(tmp_path / "export")
    assert (tmp_path / "export" / "config.json").exists()


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
