"""Emacs eglot (batch mode) as a real client of `hflint server`: diagnostic, hover, quick fix.

Emacs comes from Debian (`emacs-nox`). Emacs 28 also needs `elpa-eglot`, and .ci/run installs
both. The batch run is tests/editors/eglot_check.el; this test checks the JSON that it writes.
The test skips only when there is no `emacs` at all. An Emacs without eglot fails it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
EMACS = shutil.which("emacs")
WATCHDOG_SECONDS = 60  # inside Emacs; `timeout` outside allows 30 s more

pytestmark = [
    pytest.mark.editors,
    pytest.mark.skipif(
        EMACS is None,
        reason="no `emacs` on PATH (CI installs Debian's emacs-nox and "
        "elpa-eglot in .ci/run; locally: apt-get install emacs-nox "
        "elpa-eglot)",
    ),
]


def run_eglot(settings: str, workspace: Path, env: dict[str, str], runner, snippet: Path, tmp_path: Path):
    result_file = tmp_path / f"eglot-{settings}.json"
    run = runner(
        [
            EMACS,
            "--batch",
            "-Q",
            "-l",
            str(HERE / "eglot_check.el"),
            str(workspace / "run.py"),
            str(result_file),
            str(WATCHDOG_SECONDS),
            settings,
            str(snippet),
        ],
        cwd=workspace,
        env=env,
        result_file=result_file,
        timeout=WATCHDOG_SECONDS + 30,
    )
    assert run.returncode == 0 and run.result is not None and run.result.get("ok") is True, run.explain()
    r = run.result
    r["stderr"] = run.stderr
    print(
        f"\nemacs {r['emacs']} eglot {r['eglot']}: {run.seconds:.2f} s in all; steps "
        + ", ".join(f"{s['name']} {s['ms']} ms" for s in r["steps"])
    )
    return r


def check_session(r: dict) -> None:
    # The README's configuration started the README's command.
    assert r["server_command"] == ["hflint", "server"]
    assert Path(r["server_path"]).name == "hflint"
    assert r["mode"] == "python-mode"

    # Flymake shows eglot's rendering, "SOURCE [CODE]: MESSAGE", as an error on `generate`.
    [text] = r["diagnostics"]
    assert text.startswith(
        "hflint [HF101]: With transformers 5.23.0 (hflint.transformersVersion setting), "
        "this call raises ValueError: assisted generate requires `use_cache=True`"
    ), text
    assert (r["line"], r["flagged"], r["type"]) == (7, "generate", "eglot-error")

    assert r["hover_kind"] == "markdown"
    assert "**HF101**" in r["hover"] and "raises `ValueError`" in r["hover"]
    assert "HF101" in r["eldoc"]  # what eldoc would show the user

    assert r["applied"] == "Set `use_cache=True` (HF101)"
    assert r["fixed_line"] == "out = model.generate(**inputs, assistant_model=assistant, use_cache=True)"


def test_eglot_diagnostic_hover_quick_fix(editor_workspace, editor_env, editor_runner, readme_snippet_file, tmp_path):
    """The README's snippet, as it is, with settings through `eglot-workspace-configuration`, as
    the README says."""
    snippet = readme_snippet_file("Emacs", "elisp", ".el")
    check_session(run_eglot("workspace", editor_workspace, editor_env, editor_runner, snippet, tmp_path))


def test_eglot_initialization_options_survive_empty_configuration(
    editor_workspace, editor_env, editor_runner, readme_snippet_file, tmp_path
):
    """Settings through `:initializationOptions` in `eglot-server-programs`: eglot's empty
    didChangeConfiguration right after `initialized` must not wipe them."""
    snippet = readme_snippet_file("Emacs", "elisp", ".el")
    check_session(run_eglot("init", editor_workspace, editor_env, editor_runner, snippet, tmp_path))


def test_eglot_says_when_hflint_is_missing(
    editor_workspace, editor_env_without_hflint, editor_runner, readme_snippet_file, tmp_path
):
    """Without an `hflint` on PATH eglot fails inside a hook; the README's snippet must warn
    instead, in the *Warnings* buffer (and, in batch, on stderr), and start nothing."""
    snippet = readme_snippet_file("Emacs", "elisp", ".el")
    r = run_eglot("missing", editor_workspace, editor_env_without_hflint, editor_runner, snippet, tmp_path)
    assert r["server_path"] == "" and r["mode"] == "python-mode"
    assert "Warning (hflint): No `hflint' on `exec-path', so hflint checks nothing" in r["warnings"], r["warnings"]
    assert "pip install hflint" in r["warnings"]
    assert "Warning (hflint)" in r["stderr"]
    assert r["managed"] is False and r["servers"] == 0
