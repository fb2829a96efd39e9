"""HF184: the constraint classes and beam scorers transformers 5.0 removed with constrained beam
search.

Runs behind every expectation (transformers 4.57.6, 5.0.0 and 5.24.0, each name from both
modules; the catalog's reproducer over all 28 releases): `from transformers import X` and `from
transformers.generation import X` import Constraint, PhrasalConstraint, DisjunctiveConstraint,
ConstraintListState, BeamScorer and ConstrainedBeamSearchScorer on 4.57.6 and raise ImportError
"cannot import name 'X' from '<module>' (<path>)" on 5.0.0 and 5.24.0. BeamSearchScorer raises
on 4.57.6 too (not reported); `transformers.generation.beam_constraints` raises
ModuleNotFoundError (not this code).
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed


def found(source: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(source), "constrained.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == "HF184"]


def cannot(name: str, module: str) -> str:
    return f"this call raises ImportError: cannot import name '{name}' from '{module}' (<path>)"


NAMES = [
    "Constraint",
    "PhrasalConstraint",
    "DisjunctiveConstraint",
    "ConstraintListState",
    "BeamScorer",
    "ConstrainedBeamSearchScorer",
]


@pytest.mark.parametrize("module", ["transformers", "transformers.generation"])
@pytest.mark.parametrize("name", NAMES)
def test_each_removed_name_from_both_modules(name: str, module: str) -> None:
    source = f"from {module} import {name}\n"
    assert found(source, "4.57.6") == []
    for release in ("5.0.0", "5.15.0", "5.24.0"):
        assert found(source, release) == [(1, cannot(name, module))], release


def test_one_statement_raises_once_at_its_first_removed_name() -> None:
    source = """\
    from transformers import (
        AutoModelForCausalLM,
        PhrasalConstraint,
        DisjunctiveConstraint,
    )
    """
    assert found(source, "5.24.0") == [(1, cannot("PhrasalConstraint", "transformers"))]


def test_a_module_level_import_ends_the_module() -> None:
    # On 5.x nothing after the import runs: the generate call's own problem (constrained beam
    # search without trust_remote_code, HF178) is not reported there; on 4.57.6 it is.
    source = """\
    from transformers import AutoModelForCausalLM, AutoTokenizer, PhrasalConstraint

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    c = PhrasalConstraint(tok("the lazy dog", add_special_tokens=False).input_ids)
    model.generate(**tok("hi", return_tensors="pt"), constraints=[c], num_beams=3, max_new_tokens=4)
    """
    on_5 = analyze(textwrap.dedent(source), "c.py", Settings(transformers_version="5.24.0"))
    assert [f.code for f in on_5.findings] == ["HF184"]
    on_4 = analyze(textwrap.dedent(source), "c.py", Settings(transformers_version="4.57.6"))
    assert [f.code for f in on_4.findings] == ["HF178"]


@pytest.mark.parametrize(
    "source",
    [
        # guarded by a try that catches ImportError
        "try:\n    from transformers import PhrasalConstraint\nexcept ImportError:\n    PhrasalConstraint = None\n",
        # the classes 5.x keeps
        "from transformers import LogitsProcessor, StoppingCriteria, SequenceBiasLogitsProcessor\n",
        "from transformers.generation import LogitsProcessorList, StoppingCriteriaList\n",
        # already raising on 4.57.6: the release tells nothing
        "from transformers import BeamSearchScorer\n",
        # a module of the user's own, and a relative import
        "from decoding_helpers import PhrasalConstraint\n",
        "from .constraints import DisjunctiveConstraint\n",
    ],
)
def test_silent(source: str) -> None:
    for release in ("4.57.6", "5.0.0", "5.24.0"):
        assert found(source, release) == [], release


# HF133 for the same six names read off the package (runs of 4.57.6, 5.0.0, 5.15.0 and 5.24.0:
# `getattr(transformers, name)` works on 4.57.6 and raises AttributeError "module transformers has
# no attribute X" on the three 5.x releases; `hasattr` is True on 4.57.6, False on 5.x).


def attribute_found(source: str, release: str) -> list[tuple[int, str]]:
    found = analysed.findings(textwrap.dedent(source), "constrained.py", release)
    return [(f.span.line, f.headline) for f in found if f.code == "HF133"]


@pytest.mark.parametrize("name", NAMES)
def test_each_removed_name_read_off_the_package(name: str) -> None:
    source = f"import transformers\n\nx = transformers.{name}\n"
    assert attribute_found(source, "4.57.6") == []
    for release in ("5.0.0", "5.24.0"):
        assert attribute_found(source, release) == [
            (3, f"this call raises AttributeError: module transformers has no attribute {name}")
        ]


def test_attribute_read_under_hasattr_or_with_a_default_is_silent() -> None:
    source = """\
    import transformers

    if hasattr(transformers, "PhrasalConstraint"):
        c = transformers.PhrasalConstraint([1, 2])
    d = getattr(transformers, "DisjunctiveConstraint", None)
    """
    for release in ("4.57.6", "5.0.0", "5.24.0"):
        assert attribute_found(source, release) == [], release
