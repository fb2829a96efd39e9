"""Default argument values are evaluated where the `def` or `lambda` is, as Python does: a helper
keeps the value a global had when its cell defined it, and `lambda n=n:` keeps the loop's `n` of
its turn (core/flow.py, FuncVal.defaults)."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
inputs = tok("hello there", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


def test_default_keeps_the_dict_named_at_definition():
    body = """
        GEN = {"max_new_tokens": 8}
        def assisted(kw=GEN):
            return model.generate(**inputs, **kw, assistant_model=draft)
        GEN = {"max_new_tokens": 8, "use_cache": False}
        assisted()
    """
    assert found(body) == []


def test_default_named_before_a_rebinding_raises():
    body = """
        GEN = {"max_new_tokens": 8, "use_cache": False}
        def assisted(kw=GEN):
            return model.generate(**inputs, **kw, assistant_model=draft)
        GEN = {"max_new_tokens": 8}
        assisted()
    """
    assert found(body) == [(4, "HF101", "error")]


def test_default_dict_mutated_in_place_is_seen():
    body = """
        GEN = {"max_new_tokens": 8}
        def assisted(kw=GEN):
            return model.generate(**inputs, **kw, assistant_model=draft)
        GEN["use_cache"] = False
        assisted()
    """
    assert found(body) == [(4, "HF101", "error")]


def test_keyword_only_default_is_read_at_definition():
    body = """
        USE_CACHE = True
        def assisted(*, use_cache=USE_CACHE):
            return model.generate(**inputs, use_cache=use_cache, assistant_model=draft, max_new_tokens=8)
        USE_CACHE = False
        assisted()
    """
    assert found(body) == []


def test_lambda_default_binds_each_turn_of_a_comprehension():
    body = """
        thunks = [lambda n=n: model.generate(**inputs, max_new_tokens=n) for n in [0, 8]]
        for thunk in thunks:
            thunk()
    """
    assert found(body) == [(2, "HF148", "error")]


def test_lambda_default_binds_each_turn_of_a_loop():
    body = """
        thunks = []
        for n in (4, 8):
            thunks.append(lambda n=n: model.generate(**inputs, max_new_tokens=n))
        n = 0
        for thunk in thunks:
            thunk()
    """
    assert found(body) == []


def test_lambda_without_default_reads_the_name_when_called():
    body = """
        thunks = [lambda: model.generate(**inputs, max_new_tokens=n) for n in [0, 8]]
        n = 8
        for thunk in thunks:
            thunk()
    """
    assert found(body) == []
