"""HF335: a logits processor or stopping criteria of the script's own class, given to generate
on its own instead of in a list."""

from __future__ import annotations

import analysed

HEAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList, StoppingCriteria


class Ban(LogitsProcessor):
    def __init__(self, token_id):
        self.token_id = token_id

    def __call__(self, input_ids, scores):
        scores[:, self.token_id] = -float("inf")
        return scores


class Stop(StoppingCriteria):
    def __call__(self, input_ids, scores, **kwargs):
        return input_ids[:, -1] == 0


tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Once upon a time", return_tensors="pt")
"""


def _codes(call: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    source = HEAD + call + "\n"
    line = source.count("\n")
    return [(f.code, f.span.line - line) for f in analysed.findings(source, "t.py", release)]


def test_bare_logits_processor_raises_on_every_release():
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        found = analysed.findings(HEAD + "model.generate(**enc, logits_processor=Ban(1), max_new_tokens=4)\n", "t.py", release)
        assert [f.code for f in found] == ["HF335"], release
        assert "object of type 'Ban' has no len()" in found[0].message
        assert "LogitsProcessorList([...])" in found[0].message


def test_bare_stopping_criteria_raises():
    assert [c for c, _ in _codes("model.generate(**enc, stopping_criteria=Stop(), max_new_tokens=4)")] == ["HF335"]


def test_in_a_list_is_silent():
    assert _codes("model.generate(**enc, logits_processor=LogitsProcessorList([Ban(1)]), max_new_tokens=4)") == []
    assert _codes("model.generate(**enc, logits_processor=[Ban(1)], stopping_criteria=[Stop()], max_new_tokens=4)") == []


def test_stopping_criteria_after_stop_strings_is_left_alone():
    # (the stop strings' criteria are built before the merge: HF160 raises there without a tokenizer)
    codes = [c for c, _ in _codes("model.generate(**enc, stopping_criteria=Stop(), stop_strings=['x'], max_new_tokens=4)")]
    assert "HF335" not in codes


def test_class_with_a_length_is_silent():
    source = HEAD.replace("        return scores\n", "        return scores\n\n    def __len__(self):\n        return 1\n", 1)
    found = analysed.findings(source + "model.generate(**enc, logits_processor=Ban(1), max_new_tokens=4)\n", "t.py", "5.23.0")
    assert [f.code for f in found] == []
