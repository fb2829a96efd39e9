# classes: 7
"""Tests of the sampling helper the demo app uses: it returns several drafts of a reply."""
import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft_model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def run_generation(lm, draft, prompt, **overrides):
    enc = tokenizer(prompt, return_tensors="pt")
    kwargs = {"max_new_tokens": 5, "pad_token_id": tokenizer.eos_token_id}
    kwargs.update(overrides)
    with torch.no_grad():
        out = lm.generate(**enc, assistant_model=draft, **kwargs)
    return tokenizer.batch_decode(out, skip_special_tokens=True)


def test_single_reply():
    replies = run_generation(model, draft_model, "Hi!")
    assert len(replies) == 1


def test_three_sampled_replies():
    torch.manual_seed(0)
    replies = run_generation(model, draft_model, "Hi!", do_sample=True, num_return_sequences=3)
    assert len(replies) == 3


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
