"""ImportError messages name the file of the installed transformers hflint found on disk (h193).

"cannot import name 'X' from 'transformers' (<path>)": <path> is the `__file__` of the module the
message names, in the environment the release was read from (a venv, an interpreter, a
`pip install --target` folder); without a known installation the placeholder stays.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hflint import envprobe
from hflint.catalog import default_catalog
from hflint.core.engine import analyze
from hflint.core.settings import Settings
from hflint.envprobe import installed_transformers, module_file
from hflint.files import ProjectConfig
from hflint.lsp.session import decide_release
from hflint.lsp.settings import ServerSettings
from hflint.versions import detect_release, release_for_check, with_installation

CATALOG = default_catalog()
SERVER = Path(__file__).resolve().parents[2] / "server"

SCRIPT = textwrap.dedent(
    """\
    from transformers import AutoModelForCausalLM, SinkCache

    model = AutoModelForCausalLM.from_pretrained("gpt2")
    """
)
PIPELINES = "from transformers.pipelines import SummarizationPipeline\n"
SINK = "cannot import name 'SinkCache' from 'transformers'"


@pytest.fixture(autouse=True)
def _fresh_caches():
    envprobe.clear_caches()
    yield
    envprobe.clear_caches()


def package_folder(folder: Path, version: str = "5.24.0", *, code: bool = True) -> Path:
    """A folder holding transformers as pip leaves it: `transformers/` (with its pipelines package
    and cache_utils module) and `transformers-<version>.dist-info/METADATA`. `code` False: the
    metadata only, as an editable install leaves it."""
    meta = folder / f"transformers-{version}.dist-info" / "METADATA"
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(f"Metadata-Version: 2.1\nName: transformers\nVersion: {version}\n\n")
    if code:
        (folder / "transformers" / "pipelines").mkdir(parents=True, exist_ok=True)
        (folder / "transformers" / "__init__.py").write_text("")
        (folder / "transformers" / "pipelines" / "__init__.py").write_text("")
        (folder / "transformers" / "cache_utils.py").write_text("")
    return folder


def venv(root: Path, version: str = "5.24.0") -> tuple[Path, Path]:
    """A venv's layout (its interpreter exits 3 if run: the layout must answer); (interpreter, site)."""
    (root / "bin").mkdir(parents=True, exist_ok=True)
    (root / "pyvenv.cfg").write_text("home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n")
    exe = root / "bin" / "python"
    exe.write_text("#!/bin/sh\nexit 3\n")
    exe.chmod(0o755)
    site = package_folder(root / "lib" / "python3.11" / "site-packages", version)
    return exe, site


def messages(source: str, release) -> list[str]:
    return [f.raises.message for f in analyze(source, "script.py", Settings(), CATALOG, release).findings if f.raises]


# ---------------------------------------------------------------- where the module's file is


def test_module_file_is_the_package_init_or_the_module(tmp_path):
    package_folder(tmp_path)
    assert module_file(tmp_path, "transformers") == str(tmp_path / "transformers" / "__init__.py")
    assert module_file(tmp_path, "transformers.pipelines") == str(tmp_path / "transformers" / "pipelines" / "__init__.py")
    assert module_file(tmp_path, "transformers.cache_utils") == str(tmp_path / "transformers" / "cache_utils.py")
    assert module_file(tmp_path, "transformers.generation") is None  # not on disk: unknown
    assert module_file(tmp_path, "transformers..x") is None
    assert module_file(tmp_path, "../transformers") is None


# ---------------------------------------------------------------- the layouts


def test_venv_folder_gives_its_site_packages(tmp_path):
    _, site = venv(tmp_path / ".venv")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.installation) == ("5.24.0", str(site))
    assert messages(SCRIPT, r) == [f"{SINK} ({site / 'transformers' / '__init__.py'})"]


def test_interpreter_path_gives_its_environment(tmp_path):
    exe, site = venv(tmp_path / "envs" / "ml")
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert r.installation == str(site)
    name = "cannot import name 'SummarizationPipeline' from 'transformers.pipelines'"
    expected = f"{name} ({site}/transformers/pipelines/__init__.py)"
    assert messages(PIPELINES, r) == [expected]


def test_plain_interpreter_asked_for_its_folders(tmp_path):
    site = package_folder(tmp_path / "sys" / "site-packages", "5.23.0")
    exe = tmp_path / "sys" / "bin" / "python3"
    exe.parent.mkdir(parents=True)
    exe.write_text(f'#!/bin/sh\necho \'{{"site": ["{site}"], "base_site": [], "user_site": null}}\'\n')
    exe.chmod(0o755)
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert (r.version, r.installation) == ("5.23.0", str(site))


def test_target_folder_is_an_environment(tmp_path):
    # `pip install --target DIR transformers`: no interpreter, no lib/: the folder holds the package.
    target = package_folder(tmp_path / "target", "5.15.0")
    (target / "bin").mkdir()  # (the console scripts pip puts there)
    found = installed_transformers(target)
    assert found.installed is not None and found.installed.version == "5.15.0"
    assert found.installed.folder == target
    r = detect_release(CATALOG, python=target, workspace=tmp_path)
    assert (r.version, r.installation, r.environment_has) == ("5.15.0", str(target), True)


def test_folder_without_transformers_keeps_its_message(tmp_path):
    (tmp_path / "empty").mkdir()
    assert installed_transformers(tmp_path / "empty").problem == f"{tmp_path / 'empty'}: no interpreter or package folder found"


# ---------------------------------------------------------------- unknown: the placeholder stays


def test_editable_install_names_no_file(tmp_path):
    # The metadata is there but the code lives elsewhere: never a path that is not the real one.
    site = package_folder(tmp_path / "target", code=False)
    r = detect_release(CATALOG, python=site, workspace=tmp_path)
    assert (r.version, r.installation) == ("5.24.0", None)
    assert messages(SCRIPT, r) == [f"{SINK} (<path>)"]


def test_explicit_release_and_pins_name_no_file(tmp_path):
    venv(tmp_path / ".venv")
    explicit = detect_release(CATALOG, explicit="5.24.0", workspace=tmp_path)
    assert explicit.installation is None
    (tmp_path / ".venv").rename(tmp_path / "old")
    (tmp_path / "requirements.txt").write_text("transformers==5.24.0\n")
    pinned = detect_release(CATALOG, workspace=tmp_path)
    assert (pinned.source, pinned.installation) == ("requirements.txt:1", None)
    for release in (explicit, pinned, detect_release(CATALOG)):
        assert messages(SCRIPT, release) == [f"{SINK} (<path>)"]


def test_a_named_release_takes_the_environment_only_when_it_agrees(tmp_path):
    target = package_folder(tmp_path / "target", "5.24.0")
    same = release_for_check(CATALOG, "5.24.0", None, None, str(target), [str(tmp_path)], environ={})
    other = release_for_check(CATALOG, "5.23.0", None, None, str(target), [str(tmp_path)], environ={})
    assert (same.installation, other.installation) == (str(target), None)
    missing = release_for_check(CATALOG, "5.24.0", None, None, str(tmp_path / "missing"), [str(tmp_path)], environ={})
    assert (missing.version, missing.installation) == ("5.24.0", None)
    explicit = detect_release(CATALOG, explicit="5.24.0")
    assert with_installation(explicit, None) is explicit


def test_settings_environment(tmp_path):
    target = package_folder(tmp_path / "target", "5.24.0")
    path = f"({target / 'transformers' / '__init__.py'})"
    for settings in (Settings(transformers_version="5.24.0", environment=str(target)), Settings(environment=str(target))):
        result = analyze(SCRIPT, "script.py", settings, CATALOG)
        assert result.release.installation == str(target)
        assert [f.raises.message for f in result.findings if f.raises] == [f"{SINK} {path}"]
    disagrees = analyze(SCRIPT, "script.py", Settings(transformers_version="5.23.0", environment=str(target)), CATALOG)
    assert [f.raises.message for f in disagrees.findings if f.raises] == [f"{SINK} (<path>)"]


# ---------------------------------------------------------------- the server's path


def test_server_interpreter_setting_names_the_file(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    target = package_folder(tmp_path / "target", "5.24.0")
    release = decide_release(
        CATALOG,
        ServerSettings(interpreter=str(target)),
        ProjectConfig(),
        ws,
        lambda: [ws],
        lambda _m: None,
        lambda _w: None,
    )
    assert release.installation == str(target)
    assert messages(SCRIPT, release) == [f"{SINK} ({target}/transformers/__init__.py)"]


# ---------------------------------------------------------------- the command line, end to end


def hflint(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(SERVER)}
    env.pop("VIRTUAL_ENV", None)
    env.pop("HFLINT_CACHE_DIR", None)
    return subprocess.run([sys.executable, "-m", "hflint", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_cli_on_a_fake_environment_folder(tmp_path):
    env = package_folder(tmp_path / "env", "5.24.0")
    project = tmp_path / "project"
    project.mkdir()
    (project / "script.py").write_text(SCRIPT)
    real = f"cannot import name 'SinkCache' from 'transformers' ({env}/transformers/__init__.py)"

    text = hflint("check", "--no-cache", "--python", str(env), "script.py", cwd=project)
    assert real in text.stdout, text.stdout + text.stderr
    assert f"installed in {env}" in text.stdout

    as_json = json.loads(hflint("check", "--no-cache", "--python", str(env), "--format", "json", "script.py", cwd=project).stdout)
    (finding,) = as_json
    assert finding["raises"]["message"] == real
    assert real in finding["message"]

    sarif = json.loads(hflint("check", "--no-cache", "--python", str(env), "--format", "sarif", "script.py", cwd=project).stdout)
    (result,) = sarif["runs"][0]["results"]
    assert real in result["message"]["text"]

    # No environment named: the placeholder, never a path.
    plain = hflint("check", "--no-cache", "--transformers-version", "5.24.0", "script.py", cwd=project)
    assert "cannot import name 'SinkCache' from 'transformers' (<path>)" in plain.stdout


def test_cached_results_follow_the_environment(tmp_path):
    # Two environments of the same release: the cache must not show the first one's path.
    first = package_folder(tmp_path / "first", "5.24.0")
    second = package_folder(tmp_path / "second", "5.24.0")
    project = tmp_path / "project"
    project.mkdir()
    (project / "script.py").write_text(SCRIPT)
    cache = str(tmp_path / "cache")
    for env in (first, second, first):
        out = hflint("check", "--cache-dir", cache, "--python", str(env), "script.py", cwd=project).stdout
        assert f"({env}/transformers/__init__.py)" in out, out


def test_explain_reads_the_installation_from_the_message(tmp_path):
    # An ImportError's traceback has no transformers frame: the file its message names says which
    # installation ran it, and the analysis of the user's line names that same file.
    env = package_folder(tmp_path / "env", "5.24.0")
    project = tmp_path / "project"
    project.mkdir()
    (project / "app.py").write_text(SCRIPT)
    real = f"{SINK} ({env}/transformers/__init__.py)"
    (project / "tb.txt").write_text(
        "Traceback (most recent call last):\n"
        f'  File "{project / "app.py"}", line 1, in <module>\n'
        "    from transformers import AutoModelForCausalLM, SinkCache\n"
        f"ImportError: {real}\n"
    )
    out = hflint("explain", "--traceback", "tb.txt", "--format", "json", cwd=project)
    (error,) = json.loads(out.stdout)["errors"]
    assert error["release"] == "5.24.0", error["release_reason"]
    assert [f["raises"]["message"] for f in error["findings"]] == [real]
