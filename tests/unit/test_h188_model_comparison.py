"""Model comparison, routers and cascades (h188): a list kept in a dict and grown there
(`by_task.setdefault(task, []).append(text)`, `groups[name].append(prompt)`, `queue[k].extend(...)`)
holds what was added when it is read back, so a group of two prompts sent to an assisted model
in one batch is HF106 and a group of one is not; facebook/bart-large-cnn's generation_config.json
sets num_beams 4, so an assistant given to it is HF124 on 4.57 and HF109 (silent) on 5.x.
Runs: benchmarks/README.md h188 (recall scripts h188_*, 4.57.6, 5.15.0, 5.23.0, 5.24.0) and the
fixtures fp2730-fp2741."""

from __future__ import annotations

import textwrap

import pytest

import analysed

BATCH_ONE = "assisted generate is only supported for batch_size = 1"
BART_FORWARD = "BartForConditionalGeneration.forward() got an unexpected keyword argument 'assistant_model'"


def found(text: str, release: str) -> list[tuple[int, str, str]]:
    return [
        (f.span.line, f.code, f.raises.message if f.raises else "")
        for f in analysed.findings(textwrap.dedent(text), "script.py", release)
        if f.raises
    ]


def codes(text: str, release: str) -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in analysed.findings(textwrap.dedent(text), "script.py", release)]


HEAD = """\
    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
"""

GROWN = {
    "setdefault in a loop": (
        """\
        groups = {}
        for key, prompt in [("a", "hi"), ("a", "hello there"), ("b", "story")]:
            groups.setdefault(key, []).append(prompt)
        """,
        'groups["a"]',
        'groups["b"]',
    ),
    "index of a dict made up front": (
        """\
        groups = {"a": [], "b": []}
        for key, prompt in [("a", "hi"), ("a", "hello there"), ("b", "story")]:
            groups[key].append(prompt)
        """,
        'groups["a"]',
        'groups["b"]',
    ),
    "extend at a constant key": (
        """\
        groups = {"a": [], "b": ["story"]}
        groups["a"].extend(["hi", "hello there"])
        """,
        'groups["a"]',
        'groups["b"]',
    ),
}


@pytest.mark.parametrize("case", sorted(GROWN))
@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
def test_a_list_grown_in_a_dict_is_read_back_with_its_items(case, release):
    build, two, one = GROWN[case]
    text = textwrap.dedent(HEAD) + textwrap.dedent(build)
    call = 'enc = tok({}, return_tensors="pt", padding=True)\nout = model.generate(**enc, assistant_model=draft, max_new_tokens=4)\n'
    line = len(text.splitlines()) + 2
    assert found(text + call.format(two), release) == [(line, "HF106", BATCH_ONE)]
    assert found(text + call.format(one), release) == []


def test_grouped_requests_iterated_name_the_group_that_raises():
    text = """\
        from transformers import AutoModelForCausalLM, pipeline
        draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        pipe = pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", assistant_model=draft)
        by_task = {}
        for task, text in [("code", "a"), ("code", "b"), ("chat", "c")]:
            by_task.setdefault(task, []).append(text)
        for task, texts in by_task.items():
            pipe(texts, batch_size=2, max_new_tokens=4, do_sample=False)
        """
    findings = [f for f in analysed.findings(textwrap.dedent(text), "script.py", "5.23.0") if f.raises]
    assert [(f.span.line, f.code) for f in findings] == [(8, "HF106")]
    assert 'for by_task["code"]' in findings[0].message
    assert found(text.replace("batch_size=2", "batch_size=1"), "5.23.0") == []


def test_a_list_grown_under_an_unknown_key_stays_silent():
    text = textwrap.dedent(HEAD) + textwrap.dedent(
        """\
        import sys
        groups = {}
        groups.setdefault(sys.argv[0], []).append("hi")
        groups.setdefault(sys.argv[0], []).append("hello")
        enc = tok(groups["x"], return_tensors="pt", padding=True)
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=4)
        """
    )
    assert found(text, "5.23.0") == []


BART = """\
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
    model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
    draft = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
    enc = tok("a long article", return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=4{extra})
"""


def test_bart_large_cnn_searches_with_four_beams_from_its_generation_config():
    assert found(BART.format(extra=""), "4.57.6") == [(6, "HF124", BART_FORWARD)]
    assert (6, "HF109", "warning") in codes(BART.format(extra=""), "5.23.0")
    assert found(BART.format(extra=""), "5.23.0") == []
    for release in ("4.57.6", "5.23.0"):
        assert codes(BART.format(extra=", num_beams=1"), release) == []
