"""Streamlit widgets at their initial values (core/widgets.py), items a default picks from a
table, and `x if name is not None else y` over a module an `except ImportError` set to None."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.findings import Applicability, Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import argparse
    import streamlit as st
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")


def findings(body: str, release: str = RELEASE):
    return analysed.findings(HEAD + textwrap.dedent(body), "app.py", release)


def one(body: str):
    got = findings(body)
    assert len(got) == 1, [(f.code, f.message) for f in got]
    return got[0]


def test_a_select_box_gives_its_first_option_as_a_warning_naming_the_widget():
    f = one("""
        cache = st.sidebar.selectbox("KV cache", ["static", "dynamic"])
        model.generate(**inputs, assistant_model=draft, cache_implementation=cache)
    """)
    assert (f.code, f.severity) == ("HF102", Severity.WARNING)
    assert f.condition == "when the \"KV cache\" select box keeps its initial value 'static'"
    assert 'the initial value of the "KV cache" select box' in f.message
    assert any(e.note == "the \"KV cache\" select box starts at 'static' here" and e.span.line == 10 for e in f.evidence)
    # (no fix rewrites the widget: the person using the page chooses)
    assert all(x.applicability is not Applicability.SAFE for x in f.fixes)
    assert not any(x.title.startswith("Make ") for x in f.fixes)


@pytest.mark.parametrize(
    ("widget", "code"),
    [
        ('st.selectbox("Cache", ["dynamic", "static"], index=1)', "HF102"),
        ('st.selectbox("Cache", options=["dynamic", "static"], index=-1)', "HF102"),
        ('st.radio("Cache", ("static", "dynamic"))', "HF102"),
        ('st.text_input("Cache implementation", value="static")', "HF102"),
        ('st.text_input("Cache implementation", "static")', "HF102"),
        ('st.sidebar.text_area("Cache", "static")', "HF102"),
    ],
)
def test_choices_and_texts(widget, code):
    f = one(f"""
        cache = {widget}
        model.generate(**inputs, assistant_model=draft, cache_implementation=cache)
    """)
    assert (f.code, f.severity) == (code, Severity.WARNING)


@pytest.mark.parametrize(
    "widget",
    [
        'st.checkbox("Use cache")',
        'st.checkbox("Use cache", value=False)',
        'st.sidebar.toggle("Use cache", False)',
    ],
)
def test_switches_start_off_unless_told(widget):
    f = one(f"""
        model.generate(**inputs, assistant_model=draft, use_cache={widget})
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)


@pytest.mark.parametrize(
    "widget",
    [
        'st.slider("Batch", 1, 8, 4)',
        'st.slider("Batch", min_value=2, max_value=8)',
        'st.number_input("Batch", 1, 8, 3)',
        'st.number_input("Batch", min_value=1, value=2)',
    ],
)
def test_numbers(widget):
    f = one(f"""
        n = {widget}
        batch = tok(["a b c"] * n, return_tensors="pt", padding=True)
        model.generate(**batch, prompt_lookup_num_tokens=3)
    """)
    assert (f.code, f.severity) == ("HF106", Severity.WARNING)


@pytest.mark.parametrize(
    "body",
    [
        # initial values that are safe
        'model.generate(**inputs, assistant_model=draft, use_cache=st.checkbox("Use cache", value=True))',
        'model.generate(**inputs, assistant_model=draft, cache_implementation=st.selectbox("C", ["static", "x"], index=None))',
        'model.generate(**inputs, prompt_lookup_num_tokens=3, **tok(["a"] * st.slider("Batch", 1, 8), return_tensors="pt"))',
        # what the walk cannot know stays silent
        'model.generate(**inputs, assistant_model=draft, cache_implementation=st.selectbox("C", CHOICES))',
        'model.generate(**inputs, assistant_model=draft, use_cache=st.checkbox("Use cache", value=flag()))',
        'model.generate(**inputs, assistant_model=draft, cache_implementation=st.selectbox("C", ["static"], index=pick()))',
        'model.generate(**inputs, prompt_lookup_num_tokens=3, **tok(["a"] * st.number_input("Batch"), return_tensors="pt"))',
        'model.generate(**inputs, assistant_model=draft, cache_implementation=col.selectbox("C", ["static"]))',
    ],
)
def test_safe_or_unknown_initial_values_stay_silent(body):
    assert findings(body) == []


def test_an_item_picked_by_a_default_holds_while_the_default_does():
    f = one("""
        PRESETS = {"latency": {"cache_implementation": "static"}, "quality": {}}
        parser = argparse.ArgumentParser()
        parser.add_argument("--preset", default="latency")
        args = parser.parse_args()
        chosen = PRESETS[args.preset]
        model.generate(**inputs, assistant_model=draft, **chosen)
        PRESETS["latency"]["max_new_tokens"] = 8
    """)
    assert (f.code, f.severity) == ("HF102", Severity.WARNING)
    assert f.condition == "when --preset keeps its default 'latency'"


def test_an_item_picked_by_a_literal_key_stays_an_error():
    f = one("""
        PRESETS = {"latency": {"cache_implementation": "static"}, "quality": {}}
        model.generate(**inputs, assistant_model=draft, **PRESETS["latency"])
    """)
    assert (f.code, f.severity) == ("HF102", Severity.ERROR)


OPTIONAL = """
    try:
        import streamlit as ui_lib
    except ImportError:
        ui_lib = None

    class Headless:
        def selectbox(self, label, options, index=0):
            return options[index]

    ui = ui_lib if ui_lib is not None else Headless()
    cache = ui.selectbox("Cache", [{first!r}, "dynamic"])
    model.generate(**inputs, assistant_model=draft, cache_implementation=cache)
"""


def test_an_optional_import_tested_against_none_reads_each_arm_as_it_is():
    [f] = findings(OPTIONAL.format(first="static"))
    assert f.code == "HF102" and f.raises is not None
    assert findings(OPTIONAL.format(first=None)) == []


def test_a_module_attribute_that_may_be_none_is_not_decided():
    # (`from x import y` may name a constant that is None: only modules and classes are surely objects)
    got = findings("""
        try:
            from mylib.settings import cache_choice
        except ImportError:
            cache_choice = None
        cache = cache_choice if cache_choice is not None else "static"
        model.generate(**inputs, assistant_model=draft, cache_implementation=cache)
    """)
    assert [f.code for f in got] == ["HF102"]
    assert got[0].severity is Severity.WARNING  # may raise: the import's value is unknown
