"""A broken checkpoint-table file (catalog/checkpoints/*.toml) fails the whole load, naming the file and the field.

Each case copies the real table and breaks one family file (gemma2.toml) one way, as
test_catalog_faults.py does for the error catalog. The analysis loads the table on the
first checkpoint name it meets: a broken table then shows as an internal error of that
file (naming the file and the field), never as a silently smaller table.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from hflint.catalog import CatalogError
from hflint.hubfacts import default_folder, expand_names, load_table

VICTIM = "gemma2.toml"


def _sub(pattern: str, replacement: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        new, count = re.subn(pattern, replacement, text, count=1, flags=re.MULTILINE)
        assert count == 1, pattern
        return new

    return edit


# (how the file is broken, the field the error must name, a piece of the problem it must state)
BREAKS: dict[str, tuple[Callable[[str], str] | bytes, str, str]] = {
    "TOML syntax": (lambda t: t + "\ntitle = \n", "<toml>", ""),
    "a required key missing": (_sub(r"^tokenizer = .*\n", ""), "tokenizer", "missing"),
    "an unknown top-level key": (lambda t: 'colour = "red"\n' + t, "colour", "unknown key"),
    "a family that is not the file's": (
        _sub(r'^family = "gemma2"', 'family = "gemma3"'),
        "family",
        "does not match the file name",
    ),
    "a model type that is not one": (
        _sub(r'^model_type = "gemma2"', 'model_type = "Gemma 2"'),
        "model_type",
        "not a transformers model type",
    ),
    "a group without config": (
        _sub(r"^\[checkpoints\.config\]\nsource = .*\n(?:\w+ = .*\n)*", ""),
        "checkpoints[0].config",
        "missing",
    ),
    "a config without its source": (_sub(r"^source = \"config\.json.*\n", ""), "checkpoints[0].config.source", "missing"),
    "an unknown config key": (_sub(r"^vocab_size = 256000", "vocab = 256000"), "checkpoints[0].config.vocab", "unknown key"),
    "a vocabulary size of the wrong type": (
        _sub(r"^vocab_size = 256000", 'vocab_size = "256000"'),
        "checkpoints[0].config.vocab_size",
        "must be int, got str",
    ),
    "a vocabulary size that is not positive": (
        _sub(r"^vocab_size = 256000", "vocab_size = 0"),
        "checkpoints[0].config.vocab_size",
        "must be a positive integer",
    ),
    "a boolean given as a number": (
        _sub(r"^use_cache = true", "use_cache = 1"),
        "checkpoints[0].config.use_cache",
        "must be bool, got int",
    ),
    "a generation field the rules do not read": (
        _sub(r'^sets = \{ cache_implementation = "hybrid" \}', "sets = { length_penalty = 1.1 }"),
        "checkpoints[0].generation_config.sets.length_penalty",
        "not a field the rules read",
    ),
    "a generation value of the wrong type": (
        _sub(r'^sets = \{ cache_implementation = "hybrid" \}', "sets = { cache_implementation = true }"),
        "checkpoints[0].generation_config.sets.cache_implementation",
        "must be str, got bool",
    ),
    "a field both set and left out": (
        _sub(r'^leaves_out = \["use_cache"', 'leaves_out = ["cache_implementation", "use_cache"'),
        "checkpoints[0].generation_config.leaves_out[0]",
        "also in sets",
    ),
    "an unknown field left out": (
        _sub(r'^leaves_out = \["use_cache"', 'leaves_out = ["length_penalty"'),
        "checkpoints[0].generation_config.leaves_out[0]",
        "not a field the rules read",
    ),
    "a transformers_version that is no release": (
        _sub(r"^(sets = .*\n)", '\\1transformers_version = "latest"\n'),
        "checkpoints[0].generation_config.transformers_version",
        "is not a transformers release",
    ),
    "a transformers_version of the wrong type": (
        _sub(r"^(sets = .*\n)", "\\1transformers_version = 4.42\n"),
        "checkpoints[0].generation_config.transformers_version",
        "must be str, got float",
    ),
    "a generation config without its source": (
        _sub(r"^source = \"generation_config\.json.*\n", ""),
        "checkpoints[0].generation_config.source",
        "missing",
    ),
    "a generation config that states nothing": (
        _sub(r"^sets = .*\nleaves_out = .*\n", ""),
        "checkpoints[0].generation_config",
        "states no fact",
    ),
    "a name that is not a repository id": (
        _sub(r"^names = \[.*\]", 'names = ["google/gemma 2"]'),
        "checkpoints[0].names[0]",
        "not a hub repository id",
    ),
    "an unbalanced brace": (
        _sub(r"^names = \[.*\]", 'names = ["google/gemma-2-{2b,9b"]'),
        "checkpoints[0].names[0]",
        "unbalanced or nested brace",
    ),
    "a name listed twice": (
        _sub(r"^names = \[.*\]", 'names = ["google/gemma-2-2b", "google/Gemma-2-2B"]'),
        "checkpoints[0].names[1]",
        "named twice",
    ),
    "no names": (_sub(r"^names = \[.*\]", "names = []"), "checkpoints[0].names", "at least one checkpoint"),
    "bytes that are not UTF-8": (b"\xff\xfe\x00garbage", "<file>", "not UTF-8"),
    "an empty file": (b"", "family", "missing"),
}


@pytest.fixture
def table_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "checkpoints"
    shutil.copytree(default_folder(), folder)
    return folder


def break_family(folder: Path, how: str) -> Path:
    edit = BREAKS[how][0]
    victim = folder / VICTIM
    if isinstance(edit, bytes):
        victim.write_bytes(edit)
    else:
        victim.write_text(edit(victim.read_text(encoding="utf-8")), encoding="utf-8")
    return victim


def test_the_intact_copy_loads(table_copy):
    table = load_table(table_copy)
    assert len(table.files) == len(list(table_copy.glob("*.toml")))
    assert table.get("google/gemma-2-9b-it") is not None


@pytest.mark.parametrize("how", sorted(BREAKS))
def test_a_broken_family_fails_the_load_naming_file_and_field(table_copy, how):
    victim = break_family(table_copy, how)
    _, field, problem = BREAKS[how]
    with pytest.raises(CatalogError) as info:
        load_table(table_copy)
    err = info.value
    assert (Path(err.path), err.field) == (victim, field), str(err)
    assert problem in err.problem
    assert str(err).startswith(f"{victim}: {field}: ")


def test_a_name_two_families_claim(table_copy):
    (table_copy / "zz_copycat.toml").write_text(
        'family = "zz_copycat"\ntitle = "Copycat"\nmodel_type = "llama"\ntokenizer = "?"\n\n'
        '[[checkpoints]]\nnames = ["openai-community/gpt2"]\n\n[checkpoints.config]\nsource = "nowhere"\n',
        encoding="utf-8",
    )
    named_twice = r"zz_copycat\.toml: checkpoints: 'openai-community/gpt2' is already named in .*gpt2\.toml"
    with pytest.raises(CatalogError, match=named_twice):
        load_table(table_copy)


def test_an_empty_or_missing_folder(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(CatalogError, match="no checkpoint families"):
        load_table(tmp_path / "empty")
    with pytest.raises(CatalogError, match="checkpoint table folder not found"):
        load_table(tmp_path / "missing")


def test_names_expand_into_every_combination():
    assert expand_names("google/gemma-2-{2b,9b}{,-it}") == [
        "google/gemma-2-2b",
        "google/gemma-2-2b-it",
        "google/gemma-2-9b",
        "google/gemma-2-9b-it",
    ]
    assert expand_names("gpt2") == ["gpt2"]


# The analysis reads the default table: this runs the CLI with it pointed at a broken copy.
LAUNCH = (
    "import sys; from pathlib import Path; import hflint.hubfacts as h; "
    "root = Path(sys.argv.pop(1)); h.default_folder = lambda: root; "
    "from hflint.cli import main; sys.exit(main())"
)

SCRIPT = """from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
model.generate(max_new_tokens=4)
"""


def test_the_cli_names_the_broken_file_and_field(table_copy, tmp_path):
    victim = break_family(table_copy, "a vocabulary size of the wrong type")
    script = tmp_path / "script.py"
    script.write_text(SCRIPT, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", LAUNCH, str(table_copy), "check", str(script), "--transformers-version", "5.23.0"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    out = proc.stdout + proc.stderr
    assert f"{victim}: checkpoints[0].config.vocab_size: must be int, got str" in out
    assert proc.returncode != 0


def test_a_script_naming_no_checkpoint_never_loads_the_table(table_copy, tmp_path):
    break_family(table_copy, "TOML syntax")
    script = tmp_path / "script.py"
    script.write_text(SCRIPT.replace('"google/gemma-2-2b-it"', "path"), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", LAUNCH, str(table_copy), "check", str(script), "--transformers-version", "5.23.0"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
