"""Model comparison, routers and cascades (h188): a list kept in a dict and grown there
(`by_task.setdefault(task, []).append(text)`, `groups[name].append(prompt)`, `queue[k].extend(...)`)
holds what was added when it is read back, so a group of two prompts sent to an assisted model
in one batch is HF106 and a group of one is not; 4.57's text-to-text pipelines (summarization,
translation, text2text-generation) search with four beams by default, so a draft model given to
one is HF124 (BART's or T5's forward takes no `assistant_model`) unless `num_beams=1` is passed.
Runs: benchmarks/README.md h188 (recall scripts h188_*, 4.57.6, 5.15.0, 5.23.0, 5.24.0) and the
fixtures fp2730-fp2744."""

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
    encode = 'enc = tok({}, return_tensors="pt", padding=True)\n'
    call = encode + "out = model.generate(**enc, assistant_model=draft, max_new_tokens=4)\n"
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


SUMMARIZER = """\
    from transformers import AutoModelForSeq2SeqLM, pipeline
    draft = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
    pipe = pipeline("summarization", model="facebook/bart-large-cnn"{ctor})
    print(pipe("The council approved the park budget.", max_new_tokens=5{call}))
"""
T5 = """\
    from transformers import AutoModelForSeq2SeqLM, pipeline
    small = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
    pipe = pipeline("{task}", model="google/flan-t5-large"{ctor})
    print(pipe("How are you today?", max_new_tokens=5{call}))
"""
T5_FORWARD = "T5ForConditionalGeneration.forward() got an unexpected keyword argument 'assistant_model'"

SEQ2SEQ_PIPELINES = {
    # (template, task, construction keywords, call keywords): the expected finding on 4.57.6
    "summarization, assistant at construction": (SUMMARIZER, "", ", assistant_model=draft", "", BART_FORWARD),
    "summarization, assistant at the call": (SUMMARIZER, "", "", ", assistant_model=draft", BART_FORWARD),
    "translation_en_to_de": (T5, "translation_en_to_de", ", assistant_model=small", "", T5_FORWARD),
    "text2text-generation": (T5, "text2text-generation", ", assistant_model=small", "", T5_FORWARD),
    "summarization, one beam at construction": (SUMMARIZER, "", ", assistant_model=draft, num_beams=1", "", None),
    "summarization, one beam at the call": (SUMMARIZER, "", ", assistant_model=draft", ", num_beams=1", None),
    "summarization, sampling with one beam": (SUMMARIZER, "", ", assistant_model=draft, do_sample=True, num_beams=1", "", None),
    "translation without a draft": (T5, "translation_en_to_de", "", "", None),
    "text2text-generation without a draft": (T5, "text2text-generation", "", ", num_beams=2", None),
}


@pytest.mark.parametrize("case", sorted(SEQ2SEQ_PIPELINES))
def test_text_to_text_pipelines_of_457_search_with_four_beams(case):
    template, task, ctor, call, message = SEQ2SEQ_PIPELINES[case]
    text = template.format(task=task, ctor=ctor, call=call)
    if message is None:
        assert codes(text, "4.57.6") == []
    else:
        assert found(text, "4.57.6") == [(4, "HF124", message)]
        assert (4, "HF109", "warning") in codes(text, "4.57.6")
    # (5.x removed the tasks: pipeline() raises HF161 at construction, and nothing else is said)
    assert [(line, code) for line, code, _ in found(text, "5.23.0")] == [(3, "HF161")]
