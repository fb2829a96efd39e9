"""A broken catalog file fails the whole load, loudly, naming the file and the field: never a silent partial catalog.

Each case copies the real catalog and breaks one entry (HF103) one way. The CLI and
the server load the default catalog, so they are run with `default_root` pointed at
the broken copy.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from hflint.catalog import CatalogError, default_root, load_catalog

VICTIM = "HF103.toml"


def _sub(pattern: str, replacement: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        new, count = re.subn(pattern, replacement, text, count=1, flags=re.MULTILINE)
        assert count == 1, pattern
        return new

    return edit


# (how the file is broken, the field the error must name, a piece of the problem it must state)
BREAKS: dict[str, tuple[Callable[[str], str] | bytes, str, str]] = {
    "TOML syntax": (lambda t: t + "\ntitle = \n", "<toml>", ""),
    "a required key missing": (_sub(r"^title = .*\n", ""), "title", "missing"),
    "an unknown key": (lambda t: 'colour = "red"\n' + t, "colour", "unknown key"),
    "a wrong type": (_sub(r'^slug = ".*"', "slug = 5"), "slug", "must be str, got int"),
    "an empty string": (_sub(r'^title = ".*"', 'title = "  "'), "title", "must not be empty"),
    "a code that is not the file's": (_sub(r'^code = "HF103"', 'code = "HF104"'), "code", "does not match the file name"),
    "a slug that is not kebab-case": (_sub(r'^slug = ".*"', 'slug = "Not Kebab"'), "slug", "not kebab-case"),
    "a slug used by another entry": (
        _sub(r'^slug = ".*"', 'slug = "assisted-use-cache-disabled"'),
        "slug",
        "already used by HF101",
    ),
    "a malformed version range": (
        _sub(r'^versions = ">=4.57,<5.14"', 'versions = "4.57 to 5.14"'),
        "facts[0].versions",
        "is not of the form",
    ),
    "overlapping facts": (
        _sub(r'^versions = ">=5.14,<5.24"', 'versions = ">=5.13,<5.24"'),
        "facts[1].versions",
        "overlaps facts[0]",
    ),
    "a fact naming no example": (
        _sub(r'^example = "xlnet-assistant"', 'example = "nope"'),
        "facts[0].example",
        "no example named 'nope'",
    ),
    "an example that is not Python": (
        _sub(r"^reproducer = '''\n", "reproducer = '''\ndef (:\n"),
        "examples[0].reproducer",
        "not valid Python",
    ),
    "a reference that is not https": (
        _sub(r"^references = \[\]", 'references = [{ title = "t", url = "http://x" }]'),
        "references[0].url",
        "must be an https URL",
    ),
    "bytes that are not UTF-8": (b"\xff\xfe\x00garbage", "<file>", "not UTF-8"),
    "an empty file": (b"", "code", "missing"),
}


@pytest.fixture
def catalog_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "catalog"
    shutil.copytree(default_root(), folder)
    return folder


def break_entry(folder: Path, how: str) -> Path:
    edit = BREAKS[how][0]
    victim = folder / VICTIM
    if isinstance(edit, bytes):
        victim.write_bytes(edit)
    else:
        victim.write_text(edit(victim.read_text(encoding="utf-8")), encoding="utf-8")
    return victim


def test_the_intact_copy_loads(catalog_copy):
    assert len(load_catalog(catalog_copy)) == len(list(catalog_copy.glob("HF*.toml")))


@pytest.mark.parametrize("how", sorted(BREAKS))
def test_a_broken_entry_fails_the_load_naming_file_and_field(catalog_copy, how):
    victim = break_entry(catalog_copy, how)
    _, field, problem = BREAKS[how]
    with pytest.raises(CatalogError) as info:
        load_catalog(catalog_copy)
    err = info.value
    assert (Path(err.path), err.field) == (victim, field)
    assert problem in err.problem
    assert str(err).startswith(f"{victim}: {field}: ")


def test_a_folder_named_like_an_entry(catalog_copy):
    # (a number no catalog entry takes: HF199 was free until it became an entry)
    assert not (catalog_copy / "HF999.toml").exists()
    (catalog_copy / "HF999.toml").mkdir()
    with pytest.raises(CatalogError, match=r"HF999\.toml: <file>: cannot read"):
        load_catalog(catalog_copy)


def test_an_empty_or_missing_catalog_folder(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(CatalogError, match="no catalog entries"):
        load_catalog(tmp_path / "empty")
    with pytest.raises(CatalogError, match="catalog folder not found"):
        load_catalog(tmp_path / "missing")


# The CLI and the server read the default catalog: this runs them with it pointed elsewhere.
LAUNCH = (
    "import sys; from pathlib import Path; import hflint.catalog as c; "
    "root = Path(sys.argv.pop(1)); c.default_root = lambda: root; "
    "from hflint.cli import main; sys.exit(main())"
)


def run_hflint(catalog: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", LAUNCH, str(catalog), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


def test_the_launcher_reads_the_copy(catalog_copy, tmp_path):
    (catalog_copy / "HF101.toml").write_text(
        (catalog_copy / "HF101.toml")
        .read_text()
        .replace('title = "Assisted generation with the KV cache switched off"', 'title = "Read from the copy"')
    )
    proc = run_hflint(catalog_copy, "explain", "HF101", cwd=tmp_path)
    assert proc.returncode == 0 and "Read from the copy" in proc.stdout


@pytest.mark.parametrize(
    "command",
    [
        ["explain", "HF101"],
        ["catalog", "list"],
        ["check", "script.py"],
        ["server"],
    ],
)
def test_every_command_exits_2_with_the_message(catalog_copy, tmp_path, command):
    victim = break_entry(catalog_copy, "a slug that is not kebab-case")
    (tmp_path / "script.py").write_text("from transformers import pipeline\npipe = pipeline('text-generation')\n")
    proc = run_hflint(catalog_copy, *command, cwd=tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr == f"hflint: broken catalog: {victim}: slug: 'Not Kebab' is not kebab-case\n"
    # Regression: the server used to die with a traceback (exit 1), because importing the
    # server module built the server, and with it the catalog, before main() could catch it.
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""
