"""How a script runs its own tests (core/testsuites.runner_catches, flow.Interpreter._walk_root):
`unittest.main(exit=False)`, a `TextTestRunner(...).run(suite)` and `pytest.main([...])` whose
result the script drops catch a test's error and let the script end clean, so hflint predicts no
raise there; `.debug()`, `unittest.main()`, a result handed to `sys.exit` and a runner given a
result class or plugins of the file's own let the error count, and stay flagged."""

from __future__ import annotations

import ast
import textwrap

import pytest

from hflint.core.testsuites import runner_catches

import analysed

HEAD = """\
import sys
import unittest
import pytest
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class BeamTest(unittest.TestCase):
    def test_nbest(self):
        enc = tok("Once upon a time", return_tensors="pt")
        model.generate(**enc, max_new_tokens=4, num_beams=2, num_return_sequences=3)


def test_plain():
    enc = tok("Once upon a time", return_tensors="pt")
    model.generate(**enc, max_new_tokens=4, num_beams=2, num_return_sequences=3)


"""

SUITE = "unittest.defaultTestLoader.loadTestsFromTestCase(BeamTest)"


def codes(tail: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    text = HEAD + textwrap.dedent(tail)
    return [(f.span.line, f.code) for f in analysed.findings(text, "test_script.py", release) if f.raises]


CATCHING = [
    'unittest.main(argv=[""], exit=False)',
    f"unittest.TextTestRunner(verbosity=2).run({SUITE})",
    f"runner = unittest.TextTestRunner()\nrunner.run({SUITE})",
    'pytest.main([__file__, "-q"])',
    'if __name__ == "__main__":\n    unittest.main(exit=False, verbosity=2)',
]

REPORTING = [
    f"{SUITE}.debug()",
    'BeamTest("test_nbest").debug()',
    "unittest.main()",
    'sys.exit(pytest.main([__file__, "-q"]))',
    f"result = unittest.TextTestRunner().run({SUITE})\nsys.exit(not result.wasSuccessful())",
    f"unittest.TextTestRunner(resultclass=unittest.TextTestResult).run({SUITE})",
    "pytest.main([__file__], plugins=[object()])",
    'unittest.main(exit=False)\nBeamTest("test_nbest").debug()',
]


@pytest.mark.parametrize("tail", CATCHING)
def test_a_catching_runner_leaves_the_unittest_test_unflagged(tail):
    assert (13, "HF159") not in codes(tail)


@pytest.mark.parametrize("tail", REPORTING)
def test_a_runner_that_lets_the_error_count_keeps_the_finding(tail):
    if "pytest.main" in tail:
        assert (18, "HF159") in codes(tail)
    else:
        assert (13, "HF159") in codes(tail)


def test_unittest_runners_do_not_run_pytest_functions():
    # (unittest.main runs TestCase classes only: a module-level test function is not its test)
    tree = ast.parse(HEAD + "unittest.main(exit=False)\n")
    assert runner_catches(tree, "unittest")
    assert not runner_catches(tree, "module")
    assert (18, "HF159") in codes("unittest.main(exit=False)\n")


def test_pytest_main_catches_every_kind_of_test():
    tree = ast.parse(HEAD + "pytest.main([__file__])\n")
    assert runner_catches(tree, "unittest") and runner_catches(tree, "module")
    assert not [c for c in codes("pytest.main([__file__])\n") if c[1] == "HF159"]


def test_no_runner_is_not_decided_here():
    assert not runner_catches(ast.parse(HEAD), "unittest")
    assert (13, "HF159") in codes("")


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_every_release_alike(release):
    assert (13, "HF159") not in codes("unittest.main(exit=False)\n", release)
    assert (13, "HF159") in codes(f"{SUITE}.debug()\n", release)


# OPT's generation_config.json (catalog/checkpoints/opt.toml): neither sampling nor beams, so
# the blog's contrastive settings pick contrastive search (HF178) on these checkpoints.
OPT = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("{name}")
model = AutoModelForCausalLM.from_pretrained("{name}")
enc = tok("DeepMind Company is", return_tensors="pt")
model.generate(**enc, {kwargs}max_new_tokens=5)
"""


@pytest.mark.parametrize("name", ["facebook/opt-125m", "facebook/opt-350m", "facebook/opt-1.3b"])
@pytest.mark.parametrize("release", ["4.57.6", "5.23.0"])
def test_opt_contrastive_settings_pick_contrastive_search(name, release):
    text = OPT.format(name=name, kwargs="penalty_alpha=0.6, top_k=4, ")
    assert [(f.span.line, f.code) for f in analysed.findings(text, "opt.py", release) if f.raises] == [(6, "HF178")]


@pytest.mark.parametrize(
    "name, kwargs",
    [
        ("facebook/opt-125m", "penalty_alpha=0.6, top_k=4, do_sample=True, "),
        ("facebook/opt-125m", "penalty_alpha=0.6, top_k=4, num_beams=2, "),
        ("facebook/opt-6.7b", "penalty_alpha=0.6, top_k=4, "),  # (no generation_config facts there)
    ],
)
def test_opt_without_contrastive_search_stays_silent(name, kwargs):
    text = OPT.format(name=name, kwargs=kwargs)
    assert not [f for f in analysed.findings(text, "opt.py", "5.23.0") if f.code == "HF178"]
