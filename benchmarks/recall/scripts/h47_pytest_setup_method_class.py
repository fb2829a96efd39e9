# classes: 7
"""Class-based pytest tests of the assisted summariser; setup_method prepares the decoding config."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
import pytest


class TestAssistedSummary:
    def setup_class(cls):
        cls.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        cls.main = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        cls.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def setup_method(self, method):
        self.config = GenerationConfig(max_new_tokens=4, num_return_sequences=2, do_sample=True)

    def test_summary_candidates(self):
        enc = self.tok("Summary of the report:", return_tensors="pt")
        out = self.main.generate(**enc, generation_config=self.config, assistant_model=self.draft, pad_token_id=50256)
        assert out.shape[0] == 2


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
