"""The text prefilter: which files are parsed at all. It may let through a file with nothing to
say, never stop one with a finding; the last tests hold it to that on every fixture, catalog
example and project, and on mutations of them."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hflint.catalog import default_catalog
from hflint.core import engine
from hflint.core.engine import Settings, analyze
from hflint.core.prefilter import Verdict, calls_in, classify, code_only, imported_modules
from hflint.core.workspace import ModuleResolver

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
IMPORT = "from transformers import AutoModelForCausalLM\n"


def verdict(text: str, follows_imports: bool = False) -> Verdict:
    return classify(textwrap.dedent(text), follows_imports)[0]


@pytest.mark.parametrize(
    "text",
    [
        # Only in a docstring's example, a comment, or as a definition: nothing is called.
        IMPORT + 'def run(model):\n    """Call it.\n\n    >>> model.generate(ids, assistant_model=draft)\n    """\n',
        IMPORT + "# model.generate(ids, assistant_model=draft, use_cache=False)\n",
        IMPORT + "class M:\n    def generate(self, ids):\n        return ids\n",
        IMPORT + "x = create_masks_for_generate(config)\n",
        IMPORT + "def f(config: GenerationConfig | None = None) -> GenerationConfig:\n"
        "    return isinstance(config, GenerationConfig)\n",
        IMPORT + "s = 'model.generate(ids)'\nb = rb\"pipeline(\"\n",
        # A call, but no transformers anywhere, and the workspace is not followed.
        "def run(model, draft, ids):\n    return model.generate(ids, assistant_model=draft, use_cache=False)\n",
    ],
)
def test_skips_files_that_cannot_be_flagged(text):
    assert verdict(text) is Verdict.SKIP


@pytest.mark.parametrize(
    "text",
    [
        IMPORT + "model.generate(ids, assistant_model=draft, use_cache=False)\n",
        IMPORT + "out = model.generate (ids)\n",
        IMPORT + "out = (model.generate\n    (ids, assistant_model=draft))\n",
        IMPORT + "out = model.generate \\\n    (ids)\n",
        "from transformers.integrations.executorch import TorchExportableModuleWithStaticCache\n"
        "exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)\n",
        # An export wrapper or function named, not called by that name (a registry, an alias).
        "from transformers.integrations.executorch import TorchExportableModuleWithStaticCache\n"
        "WRAPPERS = {'static': TorchExportableModuleWithStaticCache}\nw = WRAPPERS['static'](model)\n",
        "from transformers.integrations import executorch\nwrap = executorch.TorchExportableModuleWithHybridCache\n",
        "from transformers.integrations.executorch import convert_and_export_with_cache\n"
        "EXPORTERS = dict(et=convert_and_export_with_cache)\n",
        "from transformers.integrations.executorch import A, B\ncls = TorchExportableModuleWithStaticCache if s else A\n",
        # An export wrapper taken as a value, called later under another name.
        "from transformers.integrations.executorch import (\n    TorchExportableModuleWithStaticCache,\n)\n"
        "wrapper_cls = TorchExportableModuleWithStaticCache\nwrapper_cls(model)\n",
        "from transformers.integrations import executorch\nEXPORTERS = {'static': executorch.convert_and_export_with_cache}\n",
        "import transformers\ncfg = transformers.GenerationConfig(cache_implementation='stattic')\n",
        "from transformers import GenerationConfig\nGC = GenerationConfig\ncfg = GC(cache_implementation='x')\n",
        "from transformers import GenerationConfig\ncfg = GenerationConfig.from_pretrained('gpt2')\n",
        "from transformers import pipeline as make_pipe\npipe = make_pipe('text-generation', assistant_model='distilgpt2')\n",
        "import torch, transformers as tf\nout = model.generate(ids)\n",
        "def load():\n    from transformers import AutoModelForCausalLM\n"
        "    return AutoModelForCausalLM.from_pretrained('gpt2').generate(ids)\n",
        # A docstring being typed: the rest of the file is not blanked as if it were a string.
        IMPORT + 'def f():\n    """Unfinished\n\nmodel.generate(ids, assistant_model=draft)\n',
        # A cache class 5.0 removed, in a module that calls nothing (HF121, HF133).
        "from transformers.cache_utils import HybridCache\nprint(HybridCache)\n",
        "import transformers\nCACHES = {'sliding': transformers.SlidingWindowCache}\n",
        "from transformers import SinkCache as Sink\n",
        # A model's generation config edited, then saved (HF136): not only written to by name,
        # also bound to another name, given to setattr or a helper, or updated.
        "from transformers import AutoModelForCausalLM\nm.generation_config.top_k = 5\nm.save_pretrained(d)\n",
        "from transformers import AutoModelForCausalLM\ncfg = m.generation_config\ncfg.top_k = 5\nm.save_pretrained(d)\n",
        "from transformers import AutoModelForCausalLM\nsetattr(m.generation_config, 'top_k', 5)\nm.save_pretrained(d)\n",
        "from transformers import AutoModelForCausalLM\nm.generation_config.update(top_k=5)\nm.save_pretrained(d)\n",
    ],
)
def test_analyses_files_with_a_call_and_transformers(text):
    assert verdict(text) is Verdict.ANALYSE


def test_a_call_without_transformers_waits_on_the_workspace_imports():
    text = "from .loading import model, draft\nmodel.generate(ids, assistant_model=draft)\n"
    assert verdict(text, follows_imports=True) is Verdict.IF_IMPORTS_REACH
    assert verdict(text, follows_imports=False) is Verdict.SKIP


def test_blanking_keeps_code_and_drops_strings_and_comments():
    code = code_only("x = \"a # b\"  # c\ny = f('''d\ne''', r\"\\\"\")\nz = 1\n")
    assert "a # b" not in code and "# c" not in code and "d\ne" not in code
    assert "x =" in code and "y = f(" in code and "z = 1" in code


_LEXEMES = st.sampled_from(
    [
        '"',
        "'",
        '"""',
        "'" * 3,
        "#",
        "\\",
        "\n",
        "\r\n",
        " ",
        "x",
        "é",
        "\u2028",
        "generate(",
        'f"',
        "rb'",
        '"a"',
        "'b'",
        "# c\n",
        '\\"',
        "\\'",
        ")",
        '"""doc"""',
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_LEXEMES, max_size=24).map("".join))
def test_blanking_is_the_noise_expression_replaced(text):
    """code_only jumps from quote to quote with str.find: it blanks exactly what replacing
    every match of the noise expression (the definition of a string or comment) would."""
    from hflint.core.prefilter import _NOISE

    assert code_only(text) == _NOISE.sub(" ", text)


_IMPORT_LEXEMES = st.sampled_from(
    [
        "import",
        "from",
        "transformers",
        "transformers.x",
        "_transformers",
        "transformersx",
        " ",
        "\t",
        "\n",
        ";",
        "x",
        ".",
        ",",
        "(",
        "as",
        "#",
        "é",
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_IMPORT_LEXEMES, max_size=20).map("".join))
@example("x = transformers\nimport os\nimport transformers\n")
@example("transformers = 1; import transformers")
@example("import transformersx\n# transformers\n")
@example("from . import transformers")
def test_the_import_test_is_the_expression_searched(code):
    """imports_transformers tries the expression only at the start of lines that hold the
    word: it finds what searching the whole text (a statement a line) finds."""
    from hflint.core.prefilter import _IMPORTS_TRANSFORMERS, _one_statement_a_line, imports_transformers

    searched = _IMPORTS_TRANSFORMERS.search(_one_statement_a_line(code)) is not None
    assert imports_transformers(code) is searched


def test_calls_in_a_function_source():
    assert calls_in("def f(m):\n    return m.generate(ids)\n")
    assert not calls_in('def generate(self):\n    """See model.generate()."""\n    return 1\n')


def test_imported_modules_is_a_superset():
    code = textwrap.dedent("""\
        import a.b as c, d
        from . import sibling
        from ..pkg import (
            one,
            two as deux,
        )
        from .helpers.loading import load
            from inner import x
    """)
    assert imported_modules(code) == {
        (0, "a", ()),
        (0, "a.b", ()),
        (0, "d", ()),
        (1, None, ("sibling",)),
        (2, "pkg", ("one", "two")),
        (1, "helpers.loading", ("load",)),
        (0, "inner", ("x",)),
    }


def test_imported_modules_finds_every_import_line():
    """Lines that only mention the word, the word twice on one line, a name list continued on
    later lines, the last line without its newline."""
    code = (
        "importlib.reload(x)\nimport_helpers = 1\nfrom a import import_b\n"
        "import d, importlib\nfrom f import (g,\n    import_h)\nimport i"
    )
    assert imported_modules(code) == {
        (0, "a", ("import_b",)),
        (0, "d", ()),
        (0, "importlib", ()),
        (0, "f", ("g", "import_h")),
        (0, "i", ()),
    }


def _project(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


SCRIPT = """\
    from {module} import model, draft
    model.generate(ids, assistant_model=draft, use_cache=False)
"""
LOADER = """\
    from transformers import AutoModelForCausalLM
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
"""


def _analyse(root: Path, name: str):
    ModuleResolver.clear_cache()
    path = root / name
    return analyze(path.read_text(encoding="utf-8"), str(path), Settings(transformers_version="5.23.0", workspace=str(root)))


def test_a_submodule_imported_from_a_package_is_followed(tmp_path):
    root = _project(
        tmp_path,
        {
            "run.py": SCRIPT.format(module="pkg").replace("import model, draft", "import models") + "",
            "pkg/__init__.py": "",
            "pkg/models.py": LOADER,
        },
    )
    result = _analyse(root, "run.py")
    assert result.analysed


def test_imports_joined_by_semicolons_count(tmp_path):
    """`import os; import helpers` and `import os; import transformers` on one line are two
    imports each: the files are analysed and flagged as when the imports are on two lines."""
    root = _project(
        tmp_path,
        {
            "helpers.py": LOADER,
            "run_workspace.py": """\
            import os; import helpers
            helpers.model.generate(ids, assistant_model=helpers.draft, use_cache=False)
        """,
            "run_direct.py": """\
            import os; import transformers
            model = transformers.AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
            draft = transformers.AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
            model.generate(ids, assistant_model=draft, use_cache=False)
        """,
        },
    )
    assert imported_modules("import os; import helpers") == {(0, "os", ()), (0, "helpers", ())}
    for name in ("run_workspace.py", "run_direct.py"):
        assert [f.code for f in _analyse(root, name).findings] == ["HF101"], name


def test_models_from_a_workspace_module_two_imports_away_are_flagged(tmp_path):
    root = _project(
        tmp_path,
        {
            "run.py": SCRIPT.format(module="pkg.api"),
            "pkg/__init__.py": "",
            "pkg/api.py": "from .models import model, draft\n",
            "pkg/models.py": LOADER,
        },
    )
    result = _analyse(root, "run.py")
    assert result.analysed
    assert [f.code for f in result.findings] == ["HF101"]


def test_a_file_whose_imports_never_reach_transformers_is_skipped_but_depends_on_them(tmp_path):
    root = _project(
        tmp_path,
        {
            "run.py": SCRIPT.format(module="stubs"),
            "stubs.py": "model = draft = None\n",
        },
    )
    result = _analyse(root, "run.py")
    assert not result.analysed and result.findings == []
    # The module read is a dependency: once it imports transformers, the file is checked again.
    assert str((root / "stubs.py").resolve()) in result.dependencies
    (root / "stubs.py").write_text(textwrap.dedent(LOADER), encoding="utf-8")
    result = _analyse(root, "run.py")
    assert result.analysed and [f.code for f in result.findings] == ["HF101"]


def _corpus() -> list[tuple[str, str, str | None]]:
    """(text, path, workspace) of every fixture, project file and catalog example."""
    out: list[tuple[str, str, str | None]] = []
    for path in sorted((FIXTURES / "flagged").glob("*.py")) + sorted((FIXTURES / "clean").glob("*.py")):
        out.append((path.read_text(encoding="utf-8"), str(path), None))
    for path in sorted((FIXTURES / "projects").rglob("*.py")):
        project = path.relative_to(FIXTURES / "projects").parts[0]
        out.append((path.read_text(encoding="utf-8"), str(path), str(FIXTURES / "projects" / project)))
    for entry in default_catalog():
        for case in entry.examples:
            out.append((case.reproducer, "reproducer.py", None))
            out.append((case.fixed, "fixed.py", None))
    return out


CORPUS = _corpus()


def _findings(text: str, path: str, workspace: str | None, prefilter: bool) -> list[tuple]:
    settings_ = Settings(transformers_version="5.23.0", workspace=workspace)
    real = engine.screen
    if not prefilter:
        engine.screen = lambda source, follows_imports=False: (Verdict.ANALYSE, source)  # type: ignore[assignment]
    try:
        result = analyze(text, path, settings_)
    finally:
        engine.screen = real  # type: ignore[assignment]
    return sorted((f.code, f.span.line, f.span.col, f.message) for f in result.findings if f.code != "HF000")


def test_the_prefilter_never_hides_a_finding_in_the_corpus():
    assert len(CORPUS) > 100
    flagged = 0
    for text, path, workspace in CORPUS:
        full = _findings(text, path, workspace, prefilter=False)
        assert _findings(text, path, workspace, prefilter=True) == full, path
        flagged += bool(full)
    assert flagged > 30


_NOISE = st.sampled_from(
    [
        '"""doc\n>>> model.generate(x)\n"""\n',
        "# model.generate(x, assistant_model=d)\n",
        "s = 'generate('\n",
        "def generate(self):\n    pass\n",
        "x: GenerationConfig | None = None\n",
        "import os\n",
        "\n",
        'f"{model.generate(x)}"\n',
        "GC = GenerationConfig\n",
        "from .helpers import model\n",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(CORPUS))), st.integers(0, 400), _NOISE)
def test_the_prefilter_never_hides_a_finding_in_mutated_files(index, where, noise):
    text, path, workspace = CORPUS[index]
    lines = text.splitlines(keepends=True)
    cut = where % (len(lines) + 1)
    mutated = "".join(lines[:cut]) + noise + "".join(lines[cut:])
    assert _findings(mutated, path, workspace, prefilter=True) == _findings(mutated, path, workspace, prefilter=False)


# Rewritings Python reads as the same program, which a text test can miss (issue 18): a form
# feed before or inside an import, `from \\` continued on the next line, an import after a
# compound statement's colon, identifiers in compatibility characters (Python reads them in
# NFKC: `ｔransformers` is `transformers`), a callee in parentheses across lines.
def _form_feed_before(text: str) -> str:
    return re.sub(r"(?m)^(from|import)([ \t])", "\f\\1\\2", text)


def _form_feed_inside(text: str) -> str:
    return re.sub(r"(?m)^(\s*)(from|import) ", "\\1\\2\f", text)


def _continued_from(text: str) -> str:
    return re.sub(r"(?m)^from (transformers|\.)", "from \\\n\\1", text)


def _import_after_colon(text: str) -> str:
    return re.sub(r"(?m)^(from transformers[^\n(]*|import transformers[^\n]*)$", "if True: \\1", text)


def _nfkc_identifiers(text: str) -> str:
    text = re.sub(r"(?m)^(from|import) transformers", "\\1 \uff54ransformers", text)
    return re.sub(r"\.generate\(", ".\uff47enerate(", text)


def _callee_in_parentheses(text: str) -> str:
    return re.sub(r"(?m)^(\s*)(\w+ = )?(\w+)\.generate\(", "\\1\\2(\\3\n\\1    .generate)(", text)


def test_every_character_nfkc_makes_ascii_is_in_the_blocks_looked_at():
    import sys
    import unicodedata

    from hflint.core.prefilter import COMPAT_BLOCKS, compat_ascii

    inside = compat_ascii()
    for c in range(0x80, sys.maxunicode + 1):
        if 0xD800 <= c < 0xE000:
            continue
        ch = chr(c)
        normal = unicodedata.normalize("NFKC", ch)
        if any(x.isascii() and (x.isalnum() or x == "_") for x in normal):
            assert any(lo <= c <= hi for lo, hi in COMPAT_BLOCKS), f"U+{c:04X} {normal!r}"
            assert ch in inside


_REWRITINGS = {
    f.__name__: f
    for f in (
        _form_feed_before,
        _form_feed_inside,
        _continued_from,
        _import_after_colon,
        _nfkc_identifiers,
        _callee_in_parentheses,
    )
}


@pytest.mark.parametrize("rewrite", sorted(_REWRITINGS))
def test_the_prefilter_never_hides_a_finding_python_reads_the_same(rewrite):
    changed = flagged = 0
    for text, path, workspace in CORPUS:
        mutated = _REWRITINGS[rewrite](text)
        if mutated == text:
            continue
        changed += 1
        full = _findings(mutated, path, workspace, prefilter=False)
        assert _findings(mutated, path, workspace, prefilter=True) == full, (path, mutated)
        flagged += bool(full)
    assert changed > 10 and flagged > 5, (changed, flagged)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(range(len(CORPUS))),
    st.lists(st.sampled_from(sorted(_REWRITINGS)), min_size=1, max_size=3),
    st.integers(0, 400),
    _NOISE,
)
def test_the_prefilter_never_hides_a_finding_in_rewritten_files(index, rewrites, where, noise):
    text, path, workspace = CORPUS[index]
    for name in rewrites:
        text = _REWRITINGS[name](text)
    lines = text.splitlines(keepends=True)
    cut = where % (len(lines) + 1)
    mutated = "".join(lines[:cut]) + noise + "".join(lines[cut:])
    assert _findings(mutated, path, workspace, prefilter=True) == _findings(mutated, path, workspace, prefilter=False)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_hflint_check_follows_the_workspace_modules_with_the_prefilter(tmp_path, capsys, jobs):
    """Through the CLI (resolutions shared within the run, in-process and in worker processes):
    the script whose models come from two modules away is flagged, the one whose imports never
    reach transformers is skipped, and nothing fails inside."""
    from hflint.cli import main

    files = {
        "run.py": SCRIPT.format(module="pkg.api"),
        "pkg/__init__.py": "",
        "pkg/api.py": "from .models import model, draft\n",
        "pkg/models.py": LOADER,
        "other.py": SCRIPT.format(module="stubs"),
        "stubs.py": "model = draft = None\n",
    }
    # Enough plain files that two jobs really start worker processes.
    files.update({f"filler/mod_{n}.py": f"x = {n}\n" for n in range(40)})
    root = _project(tmp_path, files)
    code = main(["check", str(root), "--format", "json", "--jobs", jobs, "--transformers-version", "5.23.0"])
    out = capsys.readouterr()
    rows = json.loads(out.out)
    assert code == 1 and "internal error" not in out.err
    assert [(Path(r["path"]).name, r["code"]) for r in rows] == [("run.py", "HF101")]


def test_statement_strings_of_timers_count_as_code():
    # (core/source.py walks them: the text test must let the file through)
    assert calls_in('timeit.timeit("model.generate(**enc)", globals=globals())\n')
    assert calls_in("benchmark.Timer(stmt='model.generate(**enc)', globals=globals()).timeit(2)\n")
    assert not calls_in('print("model.generate(**enc)")\n')


def test_the_removed_names_are_those_the_analysis_knows():
    # The prefilter keeps its own copies of the removed cache classes and the cache names no release
    # has (HF121/HF133) and pipeline classes (HF165) so that it imports nothing heavy: they must not
    # drift from the analysis's.
    from hflint.core import caches, pipelines, prefilter

    assert prefilter._REMOVED_CACHES == frozenset(caches.REMOVED_IN_5) | caches.MISSING_EVERYWHERE
    assert prefilter._REMOVED_PIPELINES == frozenset(pipelines.REMOVED_PIPELINE_CLASSES) | frozenset(
        pipelines.REMOVED_PIPELINE_HELPERS
    ) | {m.rsplit(".", 1)[1] for m in pipelines.REMOVED_PIPELINE_MODULES if not m.endswith(".visual_question_answering")}


def test_the_removed_generation_classes_each_hold_a_trigger_word():
    # HF184's names (core/genremoved.py): the prefilter's words are parts of them (PhrasalConstraint
    # holds Constraint, ConstrainedBeamSearchScorer holds BeamSearchScorer), kept without importing it.
    from hflint.core import genremoved, prefilter

    for name in genremoved.REMOVED_GENERATION_CLASSES:
        assert any(word in name for word in prefilter._REMOVED_GENERATION), name
    assert prefilter.has_trigger_call("from transformers import AutoTokenizer, PhrasalConstraint\n")
    assert prefilter.has_trigger_call("from transformers.generation import ConstrainedBeamSearchScorer\n")
    assert prefilter.any_trigger("from transformers import PhrasalConstraint\n")
