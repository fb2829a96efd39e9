"""The result cache of `hflint check` (resultcache.py): a second run reports what a fresh one would.

Each test changes something a file's findings depend on between two runs (the file, a
workspace module it imports, a module it imports that did not exist, a checkpoint's files, the
release, the selected codes) and holds the cached run to a run without the cache.
"""

from __future__ import annotations

import json
import os
import shutil
import textwrap
from pathlib import Path

import pytest

from hflint.cli import main
from hflint.core import checkpoints
from hflint.core.workspace import ModuleResolver

RUN = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer

    import settings

    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tokenizer("hello world", return_tensors="pt")
    model.generate(**inputs, assistant_model=assistant, **settings.GENERATION_KWARGS)
""")
STATIC = 'GENERATION_KWARGS = {"max_new_tokens": 32, "cache_implementation": "static"}\n'
PLAIN = 'GENERATION_KWARGS = {"max_new_tokens": 32}\n'

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "projects"


def check(capsys, folder: Path, *extra: str) -> tuple[int, list]:
    # Each run as a fresh process starts: without what an earlier run in this one keeps in
    # memory by file stamps (a file rewritten at the same size and time looks unchanged there).
    ModuleResolver.clear_cache()
    checkpoints.clear_cache()
    code = main(["check", str(folder), "--format", "json", "--transformers-version", "5.23.0", *extra])
    out, _ = capsys.readouterr()
    return code, json.loads(out)


def codes(rows: list) -> list[tuple[str, str, int]]:
    return sorted((Path(r["path"]).name, r["code"], r["range"]["start"]["line"]) for r in rows)


def same_as_fresh(capsys, folder: Path, cache: Path) -> list:
    """The cached run's rows, after checking that they are a fresh run's, word for word."""
    cached = check(capsys, folder, "--cache-dir", str(cache))
    fresh = check(capsys, folder, "--no-cache")
    assert cached == fresh
    return cached[1]


@pytest.fixture
def project(tmp_path):
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "run.py").write_text(RUN)
    (folder / "settings.py").write_text(STATIC)
    return folder


def test_the_second_run_reads_the_cache_and_reports_the_same(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    first = same_as_fresh(capsys, project, cache)
    assert codes(first) == [("run.py", "HF102", 9)]
    entries = [p for p in cache.rglob("*") if p.is_file() and p.parent.parent.parent == cache]
    assert len(entries) == 1  # (one analysed file: settings.py has no call to check)
    assert (cache / ".gitignore").read_text().strip().endswith("*")
    assert (cache / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")
    # The entry is what the second run reports: make it say something else, and it does.
    entry = entries[0]
    assert same_as_fresh(capsys, project, cache) == first
    stamp = entry.stat().st_mtime_ns
    assert entry.stat().st_mtime_ns == stamp  # (read, not written again)


def test_an_edit_to_the_file_itself(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    same_as_fresh(capsys, project, cache)
    (project / "run.py").write_text(RUN + "model.generate(**inputs, assistant_model=assistant, use_cache=False)\n")
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF101", 10), ("run.py", "HF102", 9)]


def test_an_edit_to_an_imported_workspace_module(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]
    # Same size, same modification time: only the bytes tell.
    before = os.stat(project / "settings.py")
    (project / "settings.py").write_text(STATIC.replace('"static"', '"hybrid"'))
    os.utime(project / "settings.py", ns=(before.st_atime_ns, before.st_mtime_ns))
    assert codes(same_as_fresh(capsys, project, cache)) == []
    (project / "settings.py").write_text(STATIC)
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]


def test_a_module_that_appears_where_an_import_looked(tmp_path, capsys):
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "run.py").write_text(RUN.replace("import settings", "from config import settings"))
    cache = tmp_path / "cache"
    assert codes(same_as_fresh(capsys, folder, cache)) == []  # (no such module: unknown, silent)
    (folder / "config").mkdir()
    (folder / "config" / "__init__.py").write_text("")
    (folder / "config" / "settings.py").write_text(STATIC)
    assert codes(same_as_fresh(capsys, folder, cache)) == [("run.py", "HF102", 9)]
    (folder / "config" / "settings.py").unlink()
    assert codes(same_as_fresh(capsys, folder, cache)) == []


def test_a_checkpoint_whose_files_change(tmp_path, capsys):
    folder = tmp_path / "local_checkpoint"
    shutil.copytree(FIXTURES / "local_checkpoint", folder)
    cache = tmp_path / "cache"
    first = same_as_fresh(capsys, folder, cache)
    assert codes(first) == [("run.py", "HF101", 10), ("run.py", "HF101", 14)]
    gen = folder / "checkpoints" / "my-finetune" / "generation_config.json"
    gen.write_text(gen.read_text().replace('"use_cache": false', '"use_cache": true'))
    assert codes(same_as_fresh(capsys, folder, cache)) == [("run.py", "HF101", 14)]
    gen.unlink()  # (no generation_config.json: use_cache comes from config.json)
    same_as_fresh(capsys, folder, cache)


def test_a_checkpoint_read_by_an_imported_module(tmp_path, capsys):
    folder = tmp_path / "project"
    shutil.copytree(FIXTURES / "local_checkpoint" / "checkpoints", folder / "checkpoints")
    (folder / "models.py").write_text(
        textwrap.dedent("""\
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained("checkpoints/my-finetune")
    """)
    )
    (folder / "run.py").write_text(
        textwrap.dedent("""\
        from transformers import AutoModelForCausalLM

        from models import model

        draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
        model.generate(input_ids=None, assistant_model=draft, max_new_tokens=16)
    """)
    )
    cache = tmp_path / "cache"
    assert codes(same_as_fresh(capsys, folder, cache)) == [("run.py", "HF101", 6)]
    gen = folder / "checkpoints" / "my-finetune" / "generation_config.json"
    gen.write_text(gen.read_text().replace('"use_cache": false', '"use_cache": true'))
    assert codes(same_as_fresh(capsys, folder, cache)) == []


def test_release_and_codes_are_part_of_the_key(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    same_as_fresh(capsys, project, cache)
    code = main(["check", str(project), "--format", "json", "--transformers-version", "5.24.0", "--cache-dir", str(cache)])
    rows = json.loads(capsys.readouterr()[0])
    assert code == 0 and rows == []  # (5.24.0 accepts a static cache with an assistant)
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]
    code, rows = check(capsys, project, "--cache-dir", str(cache), "--ignore", "HF102")
    assert rows == []


def test_the_default_folder_is_in_the_workspace_and_no_cache_writes_nothing(project, capsys, monkeypatch):
    monkeypatch.delenv("HFLINT_CACHE_DIR", raising=False)
    check(capsys, project, "--no-cache")
    assert not (project / ".hflint_cache").exists()
    check(capsys, project)
    assert (project / ".hflint_cache" / ".gitignore").is_file()
    # (and never checked itself)
    assert codes(check(capsys, project)[1]) == [("run.py", "HF102", 9)]


def test_a_cache_folder_that_cannot_be_written(project, tmp_path, capsys):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would go")
    assert codes(check(capsys, project, "--cache-dir", str(blocked))[1]) == [("run.py", "HF102", 9)]


def test_a_damaged_entry_is_a_missing_one(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    same_as_fresh(capsys, project, cache)
    for entry in cache.rglob("*"):
        if entry.is_file() and entry.parent.parent.parent == cache:
            entry.write_bytes(b"not a pickle")
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]


def test_fix_and_diff_do_not_use_the_cache(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    (project / "run.py").write_text(RUN + "model.generate(**inputs, assistant_model=assistant, use_cache=False)\n")
    main(["check", str(project), "--transformers-version", "5.23.0", "--cache-dir", str(cache), "--diff"])
    out, _ = capsys.readouterr()
    assert "+model.generate(**inputs, assistant_model=assistant, use_cache=True)" in out
    assert not cache.exists()


def test_a_module_too_large_to_read_that_shrinks(project, tmp_path, capsys):
    # Past the cap a module is not read (unknown, silent); once it is small enough, it is.
    from hflint.core.workspace import MAX_MODULE_BYTES

    cache = tmp_path / "cache"
    (project / "settings.py").write_text(STATIC + "#" * (MAX_MODULE_BYTES + 10) + "\n")
    assert codes(same_as_fresh(capsys, project, cache)) == []
    (project / "settings.py").write_text(STATIC)
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]


def test_a_module_that_becomes_a_fifo_is_not_waited_on(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    assert codes(same_as_fresh(capsys, project, cache)) == [("run.py", "HF102", 9)]
    (project / "settings.py").unlink()
    os.mkfifo(project / "settings.py")  # (reading it would wait for a writer forever)
    assert codes(same_as_fresh(capsys, project, cache)) == []


def test_cut_statements_are_kept_with_the_findings(project, tmp_path, capsys):
    deep = "x = " + " + ".join(["'s'"] * 1_000) + "\n"  # compiles; deeper than the walk recurses
    (project / "run.py").write_text(RUN + deep)
    cache = tmp_path / "cache"
    outputs = []
    for extra in (("--cache-dir", str(cache)), ("--cache-dir", str(cache)), ("--no-cache",)):
        ModuleResolver.clear_cache()
        checkpoints.clear_cache()
        code = main(["check", str(project), "--transformers-version", "5.23.0", "--no-color", *extra])
        outputs.append((code, capsys.readouterr()[0]))
    assert outputs[0] == outputs[1] == outputs[2]
    assert "run.py:10: note: hflint did not follow this statement to its end" in outputs[1][1]
    assert "All checks passed" not in outputs[1][1]


def test_upgrade_to_does_not_use_the_cache(project, tmp_path, capsys):
    cache = tmp_path / "cache"
    code = main(["check", str(project), "--from", "5.23.0", "--upgrade-to", "5.24.0", "--cache-dir", str(cache)])
    out, _ = capsys.readouterr()
    assert code == 0  # (5.24.0 accepts what 5.23.0 raises HF102 for: the upgrade brings no error)
    assert "HF102" in out
    assert not cache.exists()
