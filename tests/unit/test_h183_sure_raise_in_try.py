"""A call that surely raises an error its `try` catches ends the body's path there (h183):
the statements after it in the body, its `else:` and the value it would return are not reached,
and the handlers start from the state before it (flow.Interpreter._note_sure_raise)."""

from __future__ import annotations

from hflint.core.engine import Settings, analyze

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Hello", return_tensors="pt")
"""


def _findings(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = HEAD + body
    result = analyze(text, "probe.py", Settings(transformers_version=release))
    assert result.internal_errors == []
    first = HEAD.count("\n")
    return sorted((f.span.line - first, f.code, f.severity.value) for f in result.findings)


def test_returned_config_of_a_refused_preset_is_not_the_function_value():
    body = """
PRESETS = {"greedy": {"max_new_tokens": 5}, "multi": {"num_beams": 2, "num_return_sequences": 3}}


def build(name):
    try:
        return GenerationConfig.from_dict(PRESETS[name])
    except ValueError:
        return GenerationConfig.from_dict(PRESETS["greedy"])


for name in PRESETS:
    model.generate(**enc, generation_config=build(name))
"""
    for release in ("4.57.6", "5.23.0"):
        assert _findings(body, release) == []


def test_statements_after_the_refused_call_are_not_reached():
    body = """
n = 1
try:
    model.generate(**enc, num_beams=2, num_return_sequences=3)
    n = 3
except ValueError:
    pass
model.generate(**enc, num_return_sequences=n)
"""
    assert _findings(body) == []


def test_else_branch_is_not_reached():
    body = """
n = 1
try:
    cfg = GenerationConfig(num_beams=2, num_return_sequences=3)
except ValueError:
    cfg = GenerationConfig()
else:
    n = 3
model.generate(**enc, generation_config=cfg, num_return_sequences=n)
"""
    assert _findings(body) == []


def test_fallback_that_still_raises_is_an_error():
    body = """
n = 2
try:
    cfg = GenerationConfig(num_beams=2, num_return_sequences=3)
    n = 1
except ValueError:
    cfg = GenerationConfig()
model.generate(**enc, generation_config=cfg, num_return_sequences=n)
"""
    assert _findings(body) == [(8, "HF138", "error")]


def test_handler_of_another_class_leaves_the_error_reported():
    body = """
try:
    cfg = GenerationConfig(num_beams=2, num_return_sequences=3)
except KeyError:
    cfg = GenerationConfig()
"""
    assert _findings(body) == [(3, "HF159", "error")]


def test_call_under_a_condition_does_not_end_the_body():
    # (the call may not run: `n = 3` may be reached, so the later call may raise)
    body = """
import sys

n = 1
try:
    cfg = GenerationConfig(num_beams=2, num_return_sequences=3) if len(sys.argv) > 1 else GenerationConfig()
    n = 3
except ValueError:
    cfg = GenerationConfig()
model.generate(**enc, generation_config=cfg, num_return_sequences=n)
"""
    assert (10, "HF138", "warning") in _findings(body)


LADDER = """

def sample(widths):
    error = None
    for width in widths:
        try:
            return model.generate(**enc, num_beams=width, num_return_sequences=4)
        except ValueError as exc:
            error = exc
    raise error
"""


def test_retry_ladder_whose_every_attempt_raises_raises_the_last_error():
    found = _findings(LADDER + "\n\nsample((3, 2))\n")
    assert found == [(7, "HF159", "error")]
    result = analyze(HEAD + LADDER + "\n\nsample((3, 2))\n", "probe.py", Settings(transformers_version="5.23.0"))
    assert "`num_beams` (2)" in result.findings[0].message  # (the last attempt's error)


def test_retry_ladder_that_recovers_raises_nothing():
    assert _findings(LADDER + "\n\nsample((2, 4))\n") == []


def test_kept_error_raised_under_an_undecided_condition_stays_caught():
    body = LADDER.replace("    raise error", "    if len(sys.argv) > 1:\n        raise error")
    assert _findings("import sys\n" + body + "\n\nsample((3, 2))\n") == []
