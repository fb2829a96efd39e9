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


def run_eglot(settings: str, workspace: Path, env: dict[str, str], runner, tmp_path: Path):
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
        ],
        cwd=workspace,
        env=env,
        result_file=result_file,
        timeout=WATCHDOG_SECONDS + 30,
    )
    assert run.returncode == 0 and run.result is not None and run.result.get("ok") is True, run.explain()
    r = run.result
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


def test_eglot_diagnostic_hover_quick_fix(editor_workspace, editor_env, editor_runner, tmp_path):
    """Settings through `eglot-workspace-configuration`, as the README says."""
    check_session(run_eglot("workspace", editor_workspace, editor_env, editor_runner, tmp_path))


def test_eglot_initialization_options_survive_empty_configuration(editor_workspace, editor_env, editor_runner, tmp_path):
    """Settings through `:initializationOptions` in `eglot-server-programs`: eglot's empty
    didChangeConfiguration right after `initialized` must not wipe them."""
    check_session(run_eglot("init", editor_workspace, editor_env, editor_runner, tmp_path))
