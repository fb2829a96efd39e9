"""Fuzzing analyze(): mutated real scripts and random call shapes never crash, hang or change their answer."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hflint.core.engine import analyze
from hflint.core.findings import CUT_DEEP
from hflint.core.settings import Settings

from fuzz_inputs import (
    RELEASES,
    call_shape,
    check_one,
    corpus,
    deep_nesting,
    mutated_script,
    project_script,
)

# The short campaign; long_campaign.py runs a hundred thousand inputs once, by hand.
SHORT = settings(
    max_examples=int(os.environ.get("HFLINT_FUZZ_EXAMPLES", "1000")),
    deadline=None,  # the oracle measures each analysis itself, against its own bound
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
randoms = st.randoms(use_true_random=False)
releases = st.sampled_from(RELEASES)


@pytest.mark.parametrize("name", [name for name, _ in corpus()])
def test_every_real_script_as_it_is(name):
    check_one(dict(corpus())[name])


@SHORT
@given(randoms, releases)
def test_mutated_real_scripts(rnd, release):
    check_one(mutated_script(rnd), release)


@SHORT
@given(randoms, releases)
def test_random_call_shapes_around_generate_and_export(rnd, release):
    check_one(call_shape(rnd), release)


@SHORT
@given(randoms, releases)
def test_mutated_project_files_with_their_imports_followed(rnd, release):
    source, path, workspace = project_script(rnd)
    check_one(source, release, path, workspace)


HEAD = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
)
CALL = "model.generate(assistant_model=assistant, use_cache=False)\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("x = " + " + ".join(["'s'"] * 1500) + "\n", id="a sum of 1,500 strings"),
        pytest.param("x = " + " < ".join(["a"] * 1500) + "\n", id="1,500 chained comparisons"),
        pytest.param("if a:\n    pass\n" + "elif a:\n    x = 1\n" * 1500, id="an elif chain of 1,500 branches"),
        pytest.param("x = a" + ".b" * 1500 + "\n", id="1,500 chained attribute lookups"),
        pytest.param("x = a" + "()" * 1500 + "\n", id="1,500 chained calls"),
        pytest.param("x = " + "(" * 10_000 + "1" + ")" * 10_000 + "\n", id="10,000 nested parentheses"),
        pytest.param("x = " + "[" * 10_000 + "]" * 10_000 + "\n", id="10,000 nested lists"),
        pytest.param("x = " + "-" * 100_000 + "1\n", id="100,000 unary minus signs"),
        pytest.param(
            "".join(" " * i + f"def f{i}():\n" for i in range(98)) + " " * 98 + "pass\n", id="98 nested function definitions"
        ),
    ],
)
def test_nesting_deeper_than_any_recursion_limit(text):
    # Regression: a 1,500-term sum parsed, then overflowed the flow walk's recursion and came
    # back as an internal error; then the whole file was dropped in silence. Now the statement
    # too deep to follow is cut alone, with a note at its line, and the call after it is flagged
    # (unless the parser itself refused the file: then HF000 says so).
    source = HEAD + text + CALL
    checked = check_one(source)
    assert checked.seconds < 2
    result = analyze(source, "fuzzed.py", Settings(transformers_version="5.23.0"))
    codes = [f.code for f in result.findings]
    if "HF000" in codes:
        return
    call_line = source.count("\n")
    assert [(f.code, f.span.line) for f in result.findings] == [("HF101", call_line)]
    assert all(cut.line == 4 and cut.reason == CUT_DEEP for cut in result.cuts)


def test_nesting_generator_reaches_past_the_recursion_limit():
    import random

    depths = {deep_nesting(random.Random(i)).count("(") for i in range(200)}
    assert max(depths) >= 1500


SEPARATED = """\
from transformers import AutoModelForCausalLM
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
{line}
out = model.generate(assistant_model=assistant, use_cache=False)  # hflint: ignore[HF101]
é = model.generate(assistant_model=assistant, use_cache=False)
"""


@pytest.mark.parametrize(
    "line",
    [
        "\x0c",
        "x = 1  # \x0b",
        "# \x1c \x1d \x1e",
        "# \x85",
        "x = '\u2028'",
        "s = '''\u2029'''",
        "\x0c\r",
    ],
    ids=[
        "form feed",
        "vertical tab",
        "file separators",
        "next line",
        "line separator",
        "paragraph separator",
        "form feed and CR",
    ],
)
def test_characters_that_str_splitlines_breaks_at(line):
    # Regression: lines were split with str.splitlines, which also breaks at these; every line
    # after one was numbered differently from ast, so the ignore comment silenced the call
    # below it and left its own call flagged.
    from hflint.core.engine import Settings, analyze

    result = analyze(SEPARATED.format(line=line), "f.py", Settings(transformers_version="5.23.0"))
    assert [(f.code, f.span.line, f.span.col) for f in result.findings] == [("HF101", 6, 10)]


@pytest.mark.parametrize(
    "module",
    [".".join(["x"] * 3000), "a" * 5000, "x" * 300 + "." + "y" * 300],
    ids=["3,000 dotted parts", "a 5,000-letter name", "two 300-letter parts"],
)
def test_imports_of_modules_whose_path_is_too_long_for_the_file_system(tmp_path, module):
    # Regression (found by the long campaign): resolving such an import in the workspace raised
    # OSError ENAMETOOLONG out of Path.is_file, which came back as an internal error.
    source = HEAD + f"from {module} import y\nimport {module}\nfrom .{module} import z\n" + CALL
    check_one(source, path=str(tmp_path / "run.py"), workspace=str(tmp_path))
