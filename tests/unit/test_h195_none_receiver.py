"""A method called on a value that may be None (core/values.py without_none): calling a method
on None raises AttributeError first, so the call goes on only along the other options. The
best-so-far idiom (`best = None` before a loop that keeps a config under a condition the walk
cannot decide, then `best.save_pretrained(...)`) is checked on the configs it may keep (runs:
tests/fixtures/flagged/h195_best_config_*.py on 4.57.6, 5.15.0 and 5.24.0 raise at the save)."""

from __future__ import annotations

from hflint.core.values import UNKNOWN, Const, OneOf, Ref, without_none

import analysed

SOURCE = """\
import random
import tempfile

from transformers import GenerationConfig

best = None
for t in (0.3, 0.8):
    cfg = GenerationConfig(max_new_tokens=8, {fields})
    if random.random() > t:
        best = cfg

with tempfile.TemporaryDirectory() as out_dir:
    best.save_pretrained(out_dir)
"""


def _hf136(fields: str) -> list[str]:
    found = analysed.findings(SOURCE.format(fields=fields), "search.py", "5.24.0")
    return [f.severity.value for f in found if f.code == "HF136"]


def test_a_config_kept_in_a_loop_after_none_is_checked_at_its_save() -> None:
    assert _hf136("temperature=0.5") == ["error"]


def test_a_valid_kept_config_stays_silent() -> None:
    assert _hf136("do_sample=True, temperature=0.5") == []


def test_only_the_none_options_are_left_out() -> None:
    a, b = Ref(1), Ref(2)
    assert without_none(OneOf((a, Const(None), b))) == OneOf((a, b))
    assert without_none(OneOf((a, Const(None)))) == a
    only_none = Const(None)
    assert without_none(only_none) is only_none
    assert without_none(OneOf((UNKNOWN, Const(None)))) is UNKNOWN
