"""HF165 (and HF133, HF161 for the same removals): pipeline classes and tasks transformers 5 removed.

Runs behind every expectation (tests/groundtruth/trial.py over all 28 releases, Python 3.11):
`from transformers import X` and `from transformers.pipelines import X` raise ImportError for
SummarizationPipeline, Text2TextGenerationPipeline, TranslationPipeline and ImageToTextPipeline on
every 5.x release, for QuestionAnsweringPipeline, VisualQuestionAnsweringPipeline and
ImageToImagePipeline from 5.3.0 (5.0.0 to 5.2.0 import them); 4.57.6 imports all seven;
TextGenerationPipeline stays. `getattr(transformers, X)` raises AttributeError on the same
releases (HF133). pipeline("vqa" | "visual-question-answering" | "image-to-image") raises
KeyError from 5.3.0, pipeline("image-to-text") from 5.0.0 to 5.18.0 only (HF161).
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed


def found(source: str, release: str, code: str = "HF165") -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(source), "pipes.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == code]


def raises_import(name: str, module: str = "transformers") -> str:
    return f"this call raises ImportError: cannot import name '{name}' from '{module}' (<path>)"


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", []),
        # (5.0 to 5.2 still have the QA class: Python stops at the next name the release lacks)
        ("5.0.0", [(1, raises_import("SummarizationPipeline"))]),
        ("5.2.0", [(1, raises_import("SummarizationPipeline"))]),
        ("5.3.0", [(1, raises_import("QuestionAnsweringPipeline"))]),
        ("5.24.0", [(1, raises_import("QuestionAnsweringPipeline"))]),
    ],
)
def test_first_name_the_release_lacks(release: str, expected: list) -> None:
    source = """\
    from transformers import QuestionAnsweringPipeline, SummarizationPipeline, pipeline
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    """
    assert found(source, release) == expected


def test_parenthesised_import_from_pipelines_reports_its_first_line() -> None:
    source = """\
    from transformers import pipeline
    from transformers.pipelines import (
        TextGenerationPipeline,
        TranslationPipeline,
    )
    """
    assert found(source, "5.15.0") == [(2, raises_import("TranslationPipeline", "transformers.pipelines"))]


@pytest.mark.parametrize(
    "source",
    [
        # a fallback follows
        "try:\n    from transformers import SummarizationPipeline\nexcept ImportError:\n    SummarizationPipeline = None\n",
        # the package answers hasattr as the release does (False from 5.0)
        "import transformers\nif hasattr(transformers, 'TranslationPipeline'):\n"
        "    from transformers import TranslationPipeline\n",
        # a class every release keeps
        "from transformers import TextGenerationPipeline, ImageTextToTextPipeline\n",
        # the project's own module
        "from .pipelines import SummarizationPipeline\n",
    ],
)
def test_silent(source: str) -> None:
    assert found(source, "5.23.0") == []


@pytest.mark.parametrize(("release", "raised"), [("4.57.6", False), ("5.2.0", False), ("5.3.0", True), ("5.24.0", True)])
def test_attribute_of_package(release: str, raised: bool) -> None:
    source = """\
    import transformers
    qa = transformers.QuestionAnsweringPipeline
    """
    expected = [(2, "this call raises AttributeError: module transformers has no attribute QuestionAnsweringPipeline")]
    assert found(source, release, "HF133") == (expected if raised else [])


@pytest.mark.parametrize(
    ("task", "releases"),
    [
        ("vqa", {"5.3.0", "5.18.0", "5.19.0", "5.24.0"}),
        ("visual-question-answering", {"5.3.0", "5.18.0", "5.19.0", "5.24.0"}),
        ("image-to-image", {"5.3.0", "5.18.0", "5.19.0", "5.24.0"}),
        ("image-to-text", {"5.0.0", "5.2.0", "5.3.0", "5.18.0"}),
    ],
)
def test_image_tasks(task: str, releases: set[str]) -> None:
    source = f"""\
    from transformers import pipeline
    pipe = pipeline("{task}", model="some/model")
    """
    for release in ("4.57.6", "5.0.0", "5.2.0", "5.3.0", "5.18.0", "5.19.0", "5.24.0"):
        assert bool(found(source, release, "HF161")) == (release in releases), (task, release)


def test_advice_of_519() -> None:
    source = """\
    from transformers import pipeline
    pipe = pipeline("image-to-image", model="some/model")
    """
    result = analyze(textwrap.dedent(source), "pipes.py", Settings(transformers_version="5.24.0"))
    (finding,) = [f for f in result.findings if f.code == "HF161"]
    assert finding.raises is not None
    assert finding.raises.message == (
        "The task image-to-image has been removed from transformers. For image generation tasks, please use 🤗 Diffusers"
        " instead. See the migration guide for more details:"
        " https://github.com/huggingface/transformers/blob/main/MIGRATION_GUIDE_V5.md#pipelines"
    )
