"""HF169 (and HF165's helper names): the `transformers.pipelines` submodules and public helpers
transformers 5 removed with their pipelines.

Runs behind every expectation (tests/groundtruth/trial.py over all 28 releases): `from
transformers.pipelines.M import X`, `import transformers.pipelines.M` and
`importlib.import_module(...)` raise ModuleNotFoundError "No module named 'transformers.pipelines.M'"
for text2text_generation and image_to_text on every 5.x release, for question_answering,
visual_question_answering and image_to_image from 5.3.0 (4.57.6 to 5.2.0 import them). `from
transformers.pipelines import QuestionAnsweringArgumentHandler` raises ImportError from 5.3.0
(HF165); `from transformers import QuestionAnsweringArgumentHandler` raises on every release,
4.57.6 included (not reported); TableQuestionAnsweringArgumentHandler stays.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed


def found(source: str, release: str, code: str = "HF169") -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(source), "pipes.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == code]


def no_module(module: str) -> str:
    return f"this call raises ModuleNotFoundError: No module named '{module}'"


T2T = "transformers.pipelines.text2text_generation"
QA = "transformers.pipelines.question_answering"


ALL_5 = {"5.0.0", "5.2.0", "5.3.0", "5.24.0"}
FROM_53 = {"5.3.0", "5.24.0"}


@pytest.mark.parametrize(
    ("source", "module", "releases"),
    [
        (f"from {T2T} import SummarizationPipeline\n", T2T, ALL_5),
        ("from transformers.pipelines.image_to_text import ImageToTextPipeline\n", "transformers.pipelines.image_to_text", ALL_5),
        (f"import {QA}\n", QA, FROM_53),
        (f"import {QA} as qa\n", QA, FROM_53),
        (
            "import os, transformers.pipelines.visual_question_answering\n",
            "transformers.pipelines.visual_question_answering",
            FROM_53,
        ),
        (
            "from transformers.pipelines.image_to_image import ImageToImagePipeline\n",
            "transformers.pipelines.image_to_image",
            FROM_53,
        ),
    ],
)
def test_removed_submodules(source: str, module: str, releases: set[str]) -> None:
    for release in ("4.57.6", "5.0.0", "5.2.0", "5.3.0", "5.24.0"):
        expected = [(1, no_module(module))] if release in releases else []
        assert found(source, release) == expected, release


def test_a_module_level_import_ends_the_module() -> None:
    source = f"""\
    from transformers import pipeline
    from {T2T} import SummarizationPipeline

    summarizer = pipeline("summarization", model="t5-small")
    """
    result = analyze(textwrap.dedent(source), "pipes.py", Settings(transformers_version="5.24.0"))
    assert [f.code for f in result.findings] == ["HF169"]


@pytest.mark.parametrize(
    "source",
    [
        f"try:\n    from {T2T} import SummarizationPipeline\nexcept ModuleNotFoundError:\n    SummarizationPipeline = None\n",
        f"try:\n    import {QA}\nexcept ImportError:\n    pass\n",
        "from transformers.pipelines.table_question_answering import TableQuestionAnsweringPipeline\n",
        "from transformers.pipelines.document_question_answering import DocumentQuestionAnsweringPipeline\n",
        "from myproject.pipelines.question_answering import answer\n",
        "from .pipelines.question_answering import answer\n",
        f'import importlib\n\nqa = importlib.import_module("{QA}")\n',
        f"import transformers\n\nif transformers.__version__.startswith('4.'):\n    from {T2T} import SummarizationPipeline\n",
    ],
)
def test_silent(source: str) -> None:
    assert found(source, "5.24.0") == []


@pytest.mark.parametrize(("release", "raised"), [("4.57.6", False), ("5.2.0", False), ("5.3.0", True), ("5.24.0", True)])
def test_qa_argument_handler_from_pipelines(release: str, raised: bool) -> None:
    source = "from transformers.pipelines import QuestionAnsweringArgumentHandler\n"
    message = "cannot import name 'QuestionAnsweringArgumentHandler' from 'transformers.pipelines' (<path>)"
    expected = [(1, f"this call raises ImportError: {message}")] if raised else []
    assert found(source, release, "HF165") == expected


def test_qa_argument_handler_elsewhere_is_not_reported() -> None:
    # (not exported by the package on any release: not this rule's claim)
    assert found("from transformers import QuestionAnsweringArgumentHandler\n", "5.24.0", "HF165") == []
    assert found("from transformers.pipelines import TableQuestionAnsweringArgumentHandler\n", "5.24.0", "HF165") == []
    # (5.0 to 5.2 have the handler: the summarization class after it is the one that raises)
    source = "from transformers.pipelines import QuestionAnsweringArgumentHandler, SummarizationPipeline\n"
    assert found(source, "5.2.0", "HF165") == [
        (1, "this call raises ImportError: cannot import name 'SummarizationPipeline' from 'transformers.pipelines' (<path>)")
    ]
