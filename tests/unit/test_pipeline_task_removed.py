"""HF161: pipeline() given a task 5.x removed (h77). Runs behind each case
(tests/groundtruth/trial.py, all 28 releases, T5 and BART stand-ins): `summarization` and
`text2text-generation` raise KeyError on every 5.x release ("Unknown task ..." up to 5.18.0, the
removal message from 5.19.0), the task as a keyword or a constant alike; `translation` and
`translation_en_to_fr` raise from 5.0 but with other messages up to 5.2.0 (not reported there);
`question-answering` runs up to 5.2.0 and raises from 5.3.0; 4.57.6 runs every one of them."""

from __future__ import annotations

import pytest
from packaging.version import Version

import analysed

HEAD = "from transformers import pipeline\n"


def _hf161(text: str, release: str):
    found = analysed.findings(text, "script.py", release)
    return [f for f in found if f.code == "HF161"]


@pytest.mark.parametrize("release", ["5.0.0", "5.2.0", "5.3.0", "5.15.0", "5.18.0", "5.19.0", "5.24.0"])
@pytest.mark.parametrize("task", ["summarization", "text2text-generation"])
def test_removed_in_5_0(task, release):
    [f] = _hf161(HEAD + f'p = pipeline("{task}", model="t5-small")\n', release)
    assert f.span.line == 2
    assert f.severity.value == "error"
    if Version(release) >= Version("5.19"):
        assert f"raises KeyError: The task {task} has been removed from transformers." in f.message
    else:
        assert f"Unknown task {task}, available tasks are " in f.message


@pytest.mark.parametrize("task", ["summarization", "translation_en_to_fr", "text2text-generation", "question-answering"])
def test_457_runs_them(task):
    assert _hf161(HEAD + f'p = pipeline("{task}", model="t5-small")\n', "4.57.6") == []


@pytest.mark.parametrize("task", ["translation", "translation_en_to_fr", "translation_de_to_en"])
def test_translation_from_5_3_only(task):
    text = HEAD + f'p = pipeline("{task}", model="t5-small")\n'
    assert _hf161(text, "5.1.0") == []  # (raises there with another message)
    [f] = _hf161(text, "5.3.0")
    assert f"Unknown task {task}," in f.message
    [f] = _hf161(text, "5.23.0")
    assert f"The task {task} has been removed" in f.message


def test_question_answering_from_5_3():
    text = HEAD + 'qa = pipeline(task="question-answering", model="x")\n'
    assert _hf161(text, "5.2.0") == []
    assert len(_hf161(text, "5.3.0")) == 1
    assert len(_hf161(text, "5.24.0")) == 1


def test_keyword_and_constant():
    text = HEAD + 'TASK = "summarization"\n\ndef build(name):\n    return pipeline(task=TASK, model=name)\n\nbuild("t5-small")\n'
    [f] = _hf161(text, "5.23.0")
    assert f.span.line == 5
    assert any(e.span.line == 2 for e in f.evidence)


def test_flag_default_is_a_warning():
    text = (
        "import argparse\n" + HEAD + "ap = argparse.ArgumentParser()\nap.add_argument('--task', default='summarization')\n"
        "args = ap.parse_args()\np = pipeline(args.task, model='t5-small')\n"
    )
    [f] = _hf161(text, "5.23.0")
    assert f.severity.value == "warning"


@pytest.mark.parametrize(
    "task",
    [
        "text-generation",
        "automatic-speech-recognition",
        "table-question-answering",
        "document-question-answering",
        "translation_en_fr",
    ],
)
def test_tasks_5x_keeps_or_4x_rejects(task):
    assert _hf161(HEAD + f'p = pipeline("{task}", model="t5-small")\n', "5.23.0") == []


def test_unknown_task_and_caught_keyerror():
    assert _hf161(HEAD + "import sys\np = pipeline(sys.argv[1])\n", "5.23.0") == []
    text = HEAD + 'try:\n    p = pipeline("summarization", model="t5-small")\nexcept KeyError:\n    p = None\n'
    assert _hf161(text, "5.23.0") == []


def test_version_guard():
    text = (
        "import transformers\nfrom packaging import version\n"
        + HEAD
        + "if version.parse(transformers.__version__) < version.parse('5.0'):\n"
        + "    p = pipeline('summarization', model='t5-small')\n"
    )
    assert _hf161(text, "5.23.0") == []
    assert _hf161(text, "4.57.6") == []
