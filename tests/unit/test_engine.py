"""The core's guarantees: a crashing rule hides only itself, recovery after syntax errors, positions."""

from __future__ import annotations

import dataclasses
import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from hflint import rules as rules_module
from hflint.core.engine import Settings, analyze
from hflint.core.source import LineIndex, decode_source, parse_source

BAD = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    batch = tokenizer(["a", "b"], return_tensors="pt")
    out = model.generate(**batch, assistant_model=assistant, use_cache=False)
""")
V523 = Settings(transformers_version="5.23.0")


def test_a_crashing_rule_hides_only_its_own_result(monkeypatch):
    def boom(obs, ctx):
        raise RuntimeError("rule bug")

    broken = [dataclasses.replace(r, check=boom) if r.code == "HF101" else r for r in rules_module.RULES]
    monkeypatch.setattr(rules_module, "RULES", broken)
    result = analyze(BAD, "x.py", V523)
    assert [f.code for f in result.findings] == ["HF106"]
    assert len(result.internal_errors) == 1 and "HF101" in result.internal_errors[0]


def test_first_raising_check_wins():
    # use_cache=False and a batch of two: _assisted_decoding checks use_cache first.
    result = analyze(BAD, "x.py", V523)
    assert [f.code for f in result.findings] == ["HF101"]


def test_recovery_keeps_findings_before_and_after_a_broken_line():
    text = BAD.replace("batch = tokenizer", "oops = (\nbatch = tokenizer") + "def half(:\n"
    result = analyze(text, "x.py", V523)
    codes = [f.code for f in result.findings]
    assert "HF000" in codes and "HF101" in codes


def test_half_typed_call_is_not_flagged():
    text = BAD.replace("use_cache=False)", "use_cache=False")
    result = analyze(text, "x.py", V523)
    assert [f.code for f in result.findings] == ["HF000"]


def test_lookalike_generate_is_never_flagged():
    text = textwrap.dedent("""\
        from vllm import LLM
        import transformers  # imported for the tokenizer only
        llm = LLM("Qwen/Qwen2.5-1.5B-Instruct")
        llm.generate(["hi"], assistant_model="x", use_cache=False)
    """)
    assert analyze(text, "x.py", V523).findings == []


def test_shadowed_name_is_not_transformers():
    text = BAD.replace(
        "assistant = AutoModelForCausalLM",
        "class AutoModelForCausalLM:\n"
        "    @staticmethod\n    def from_pretrained(n):\n        return object()\n"
        "assistant = AutoModelForCausalLM",
    )
    assert [f.code for f in analyze(text, "x.py", V523).findings] == []


def test_positions_in_utf16_and_utf8():
    index = LineIndex('x = "🤗名" + model.generate(\n')
    char_col = 'x = "🤗名" + model.'.__len__()
    assert index.encode_col(1, char_col, "utf-16") == char_col + 1  # the emoji is two UTF-16 units
    assert index.encode_col(1, char_col, "utf-8") == len('x = "🤗名" + model.'.encode())
    assert index.decode_col(1, char_col + 1, "utf-16") == char_col
    assert index.decode_col(1, 10_000, "utf-16") == len(index.line_text(1))


def test_ast_byte_columns_become_code_points():
    text = 'y = "é"; out = model.generate()\n'
    parsed = parse_source(text)
    call = parsed.tree.body[1].value
    assert parsed.index.char_col_from_utf8(1, call.col_offset) == text.index("model")


def test_decode_source_handles_bom_and_cookie():
    assert decode_source(b"\xef\xbb\xbfx = 1\n") == "x = 1\n"
    assert decode_source("# -*- coding: latin-1 -*-\nx = 'é'\n".encode("latin-1")).endswith("'é'\n")


def test_deep_nesting_does_not_crash():
    text = "import transformers\nx = " + "(" * 5000 + "1" + ")" * 5000 + "\nmodel.generate()\n"
    result = analyze(text, "x.py", V523)
    assert result.internal_errors == [] or all("Recursion" not in e for e in result.internal_errors)


def test_an_analysis_leaves_no_reference_cycles():
    """The server freezes what is alive after an analysis out of the cyclic collector (see
    lsp/server.py, _analyse_frozen): that only frees memory promptly if an analysis's garbage
    goes by reference counting alone, that is, if it makes no cycles."""
    import gc
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "benchmarks"))
    import _gen

    project = root / "tests" / "fixtures" / "projects" / "helper_in_module"
    scripts = [(BAD, "x.py", None), (_gen.script(400), "gen.py", None)] + [
        (p.read_text(encoding="utf-8"), str(p), str(project)) for p in sorted(project.rglob("*.py"))
    ]
    for text, path, workspace in scripts:
        analyze(text, path, Settings(transformers_version="5.23.0", workspace=workspace))  # caches warm
    gc.collect()
    gc.disable()
    try:
        for text, path, workspace in scripts:
            result = analyze(text, path, Settings(transformers_version="5.23.0", workspace=workspace))
            del result
            assert gc.collect() == 0, path
    finally:
        gc.enable()


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(["a", "'", '"', "\\", "\n", "é", "\x00", "\U0001f600", " "]), max_size=90))
def test_the_short_form_of_a_long_string_is_its_repr_cut(value):
    """Evidence quotes a literal by the start of its repr(); for a long string it is made
    from the string's start only, and must read exactly the same."""
    import ast

    from hflint.core.flow import _short

    text = repr(value)
    assert _short(ast.Constant(value)) == (text if len(text) <= 40 else text[:37] + "...")


def test_immutable_values_compare_hash_order_and_pickle_by_their_fields():
    """Spans, origins and values are made by findings.immutable (plain slotted dataclasses, for
    speed): equal and hashed by their fields as frozen ones were, spans ordered, and sent
    between processes whole."""
    import pickle

    from hflint.core.findings import Span
    from hflint.core.values import UNKNOWN, Const, OneOf, Origin

    a = Const(3, Origin(Span(1, 2, 1, 5), "`3` written here", "x.py"), node=None)
    b = Const(3, Origin(Span(1, 2, 1, 5), "`3` written here", "x.py"), node="another literal")  # type: ignore[arg-type]
    assert a == b and hash(a) == hash(b)  # (the literal itself is not compared)
    assert a != Const(3, Origin(Span(1, 2, 1, 6), "`3` written here", "x.py"))
    assert len({a, b, OneOf((a, UNKNOWN))}) == 2
    assert sorted([Span(2, 0, 2, 1), Span(1, 5, 1, 6), Span(1, 4, 3, 0)]) == [
        Span(1, 4, 3, 0),
        Span(1, 5, 1, 6),
        Span(2, 0, 2, 1),
    ]
    assert pickle.loads(pickle.dumps(OneOf((a, UNKNOWN)))) == OneOf((a, UNKNOWN))
