"""Which transformers release hflint assumes, and the reason it reports: explicit, environment, pins, default."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st

from hflint import envprobe
from hflint.catalog import default_catalog
from hflint.pins import conda_constraint, poetry_constraint
from hflint.versions import DEFAULT_SOURCE, VersionError, detect_release, release_for_check

CATALOG = default_catalog()
NEWEST = CATALOG.newest_release()


@pytest.fixture(autouse=True)
def _fresh_caches():
    envprobe.clear_caches()
    yield
    envprobe.clear_caches()


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


def fake_dist(site: Path, version: str = "5.23.0") -> Path:
    meta = site / f"transformers-{version}.dist-info" / "METADATA"
    write(meta, f"Metadata-Version: 2.1\nName: transformers\nVersion: {version}\n\nLong description\nVersion: 0.0\n")
    return meta


def fake_venv(
    root: Path, version: str | None = "5.23.0", *, python: str = "3.11", interpreter: str = "#!/bin/sh\nexit 3\n"
) -> Path:
    """A venv's layout: pyvenv.cfg, bin/python (by default one that cannot run), site-packages."""
    write(root / "pyvenv.cfg", f"home = /usr/bin\ninclude-system-site-packages = false\nversion = {python}.7\n")
    exe = write(root / "bin" / "python", interpreter)
    exe.chmod(0o755)
    site = root / "lib" / f"python{python}" / "site-packages"
    site.mkdir(parents=True, exist_ok=True)
    if version is not None:
        fake_dist(site, version)
    return exe


def fake_interpreter(path: Path, body: str) -> Path:
    write(path, "#!/bin/sh\n" + body)
    path.chmod(0o755)
    return path


# ---------------------------------------------------------------- explicit and default


def test_explicit_setting_wins_over_environment_and_pins(tmp_path):
    fake_venv(tmp_path / ".venv")
    write(tmp_path / "requirements.txt", "transformers==5.14.0\n")
    r = detect_release(CATALOG, explicit="4.57.6", explicit_source="--transformers-version", workspace=tmp_path)
    assert (r.version, r.source, r.covered) == ("4.57.6", "--transformers-version", True)


def test_malformed_explicit_setting_is_a_version_error(tmp_path):
    with pytest.raises(VersionError):
        detect_release(CATALOG, explicit="five", workspace=tmp_path)


def test_nothing_found_assumes_the_newest_known_release(tmp_path):
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source, r.covered, r.notes) == (NEWEST, DEFAULT_SOURCE, True, ())
    assert detect_release(CATALOG).source == DEFAULT_SOURCE


# ---------------------------------------------------------------- the environment


def test_workspace_venv_is_read_from_its_layout(tmp_path):
    fake_venv(tmp_path / ".venv")
    write(tmp_path / "requirements.txt", "transformers==5.14.0\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.23.0", ".venv")
    assert r.label == "transformers 5.23.0 (.venv)"
    assert r.file == str(tmp_path / ".venv/lib/python3.11/site-packages/transformers-5.23.0.dist-info/METADATA")


def test_named_interpreter_in_a_venv_needs_no_run(tmp_path):
    # The interpreter exits 3 if run: the layout alone must answer.
    exe = fake_venv(tmp_path / "envs" / "ml", "5.14.0")
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert (r.version, r.source) == ("5.14.0", "envs/ml")


def test_venv_folder_may_be_named_instead_of_its_interpreter(tmp_path):
    fake_venv(tmp_path / "outside" / "env")
    ws = tmp_path / "project"
    ws.mkdir()
    r = detect_release(CATALOG, python=tmp_path / "outside" / "env", workspace=ws)
    assert (r.version, r.source) == ("5.23.0", str(tmp_path / "outside" / "env"))


def test_relative_interpreter_is_relative_to_the_workspace(tmp_path):
    fake_venv(tmp_path / "venv")
    r = detect_release(CATALOG, python="venv/bin/python", workspace=tmp_path)
    assert (r.version, r.source) == ("5.23.0", "venv")


def test_release_outside_the_catalog_is_not_covered(tmp_path):
    fake_venv(tmp_path / ".venv", "4.46.0")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source, r.covered) == ("4.46.0", ".venv", False)
    assert any("older than the releases the catalog covers" in n for n in r.notes)


def test_metadata_version_beats_the_folder_name(tmp_path):
    site = tmp_path / ".venv" / "lib" / "python3.11" / "site-packages"
    fake_venv(tmp_path / ".venv", None)
    write(site / "transformers-5.23.0.dist-info" / "METADATA", "Name: transformers\nVersion: 5.24.0\n")
    assert detect_release(CATALOG, workspace=tmp_path).version == "5.24.0"


def test_venv_without_transformers_falls_through_to_pins(tmp_path):
    fake_venv(tmp_path / ".venv", None)
    write(tmp_path / "requirements.txt", "transformers==5.14.0\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.14.0", "requirements.txt:1")
    assert r.notes == ("transformers is not installed in .venv",)


def test_real_venv_with_a_fake_dist_info(tmp_path):
    env = tmp_path / ".venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120)
    site = next(env.glob("lib/python3*/site-packages"))
    fake_dist(site, "5.23.0")
    r = detect_release(CATALOG, python=env / "bin" / "python", workspace=tmp_path)
    assert (r.version, r.source, r.covered) == ("5.23.0", ".venv", True)


def test_plain_interpreter_is_asked_for_its_package_folders(tmp_path):
    # Not a venv: the interpreter is run (-I -S) and prints its folders as JSON.
    site = tmp_path / "sys" / "site-packages"
    fake_dist(site, "5.13.1")
    exe = fake_interpreter(
        tmp_path / "sys" / "bin" / "python3", f'echo \'{{"site": ["{site}"], "base_site": [], "user_site": null}}\'\n'
    )
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert (r.version, r.source, r.file) == ("5.13.1", "sys/bin/python3", str(site / "transformers-5.13.1.dist-info/METADATA"))


def test_the_real_interpreter_answers_the_probe():
    probe = envprobe.probe_interpreter(Path(sys.executable))
    assert probe.problem is None
    import sysconfig

    assert sysconfig.get_paths()["purelib"] in probe.site + probe.base_site


def test_the_probe_of_a_real_venv_finds_the_venv_not_its_base(tmp_path, monkeypatch):
    # Run with -S, a venv's python reports its base installation (`site` is what applies
    # pyvenv.cfg): the probe must still name the venv's folders, and find its transformers.
    env = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120)
    site = next(env.glob("lib/python3*/site-packages"))
    fake_dist(site, "5.13.1")
    probe = envprobe.probe_interpreter(env / "bin" / "python")
    assert probe.problem is None and probe.in_venv and not probe.system_site
    assert str(site) in probe.site
    assert not set(probe.site) & set(probe.base_site)
    assert envprobe._first_dist(Path(d) for d in probe.site)[0] == "5.13.1"  # type: ignore[index]
    # The base installation's transformers (if it has one at all) is another.
    base = envprobe._first_dist(Path(d) for d in probe.base_site)
    assert base is None or base[1].parent.parent != site
    # When the layout cannot say (here: read as if it had no package folder), the probe decides.
    envprobe.clear_caches()
    monkeypatch.setattr(envprobe, "_layout_dirs", lambda root, hint: [])
    lookup = envprobe.installed_transformers(env / "bin" / "python", tmp_path)
    assert lookup.installed is not None and (lookup.installed.version, lookup.label) == ("5.13.1", "env")


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("echo boom >&2\nexit 1\n", "exited with status 1: boom"),
        ("echo not json\n", "did not print its package folders"),
        ("sleep 5\n", "did not answer within"),
    ],
)
def test_broken_interpreter_falls_through_with_the_reason(tmp_path, monkeypatch, body, reason):
    monkeypatch.setattr(envprobe, "PROBE_TIMEOUT", 0.5)
    exe = fake_interpreter(tmp_path / "tools" / "python", body)
    write(tmp_path / "requirements.txt", "# pinned\n\ntransformers==5.14.0\n")
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert (r.version, r.source) == ("5.14.0", "requirements.txt:3")
    assert len(r.notes) == 1 and reason in r.notes[0] and str(exe) in r.notes[0]


def test_missing_and_non_executable_interpreters(tmp_path):
    r = detect_release(CATALOG, python=tmp_path / "nope" / "python", workspace=tmp_path)
    assert r.source == DEFAULT_SOURCE and "no such interpreter" in r.notes[0]
    exe = write(tmp_path / "python", "#!/bin/sh\n")
    exe.chmod(stat.S_IRUSR | stat.S_IWUSR)
    r = detect_release(CATALOG, python=exe, workspace=tmp_path)
    assert r.source == DEFAULT_SOURCE and "not executable" in r.notes[0]


def test_probe_is_cached_by_path_and_mtime(tmp_path):
    log = tmp_path / "runs.log"
    exe = fake_interpreter(tmp_path / "python", f"echo run >> {log}\necho '{{\"site\": []}}'\n")
    envprobe.probe_interpreter(exe)
    envprobe.probe_interpreter(exe)
    assert log.read_text().count("run") == 1
    st = os.stat(exe)
    os.utime(exe, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    envprobe.probe_interpreter(exe)
    assert log.read_text().count("run") == 2


# ---------------------------------------------------------------- requirements files


@pytest.mark.parametrize(
    ("line", "version"),
    [
        ("transformers==5.23.0", "5.23.0"),
        ("transformers>=4.57,<5.20", "5.19.0"),  # the newest known inside the range
        ("transformers[torch] ~= 5.13.0", "5.13.1"),
        ("transformers>=5.0,!=5.24.0", "5.23.0"),
        ("transformers==4.57.*", "4.57.6"),
        ("transformers<5", "4.57.6"),
        ("transformers==5.23.0 ; python_version >= '3.10'  --hash=sha256:abc", "5.23.0"),
    ],
)
def test_requirements_pin(tmp_path, line, version):
    write(tmp_path / "requirements.txt", f"torch==2.13.0\n# a comment\n{line}\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source, r.line) == (version, "requirements.txt:3", 3)


def test_range_without_a_known_release_uses_its_bound(tmp_path):
    write(tmp_path / "requirements.txt", "transformers>=5.30\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.covered) == ("5.30", False)
    assert any("newer than the releases the catalog covers" in n for n in r.notes)
    write(tmp_path / "requirements.txt", "transformers==4.46.*\n")
    assert detect_release(CATALOG, workspace=tmp_path).version == "4.46"


def test_range_that_no_release_satisfies_is_skipped_with_a_note(tmp_path):
    write(tmp_path / "requirements.txt", "transformers<4.0\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert r.source == DEFAULT_SOURCE
    assert r.notes == ("requirements.txt:1: transformers<4.0 matches no release hflint can name",)


def test_unpinned_and_url_requirements_are_not_pins(tmp_path):
    write(tmp_path / "requirements.txt", "transformers\ntransformers @ git+https://github.com/huggingface/transformers\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert r.source == DEFAULT_SOURCE
    assert any("requirements.txt:2: transformers comes from git+https" in n for n in r.notes)


def test_included_requirements_file_names_its_own_line(tmp_path):
    write(tmp_path / "requirements.txt", "-r requirements/base.txt\n")
    write(tmp_path / "requirements" / "base.txt", "numpy\ntransformers==5.14.0\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.14.0", "requirements/base.txt:2")


def test_other_requirements_files_are_read(tmp_path):
    write(tmp_path / "requirements-dev.txt", "transformers>=4.57,<5.14 \\\n    # continued\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.13.1", "requirements-dev.txt:1")


def test_exact_pin_beats_a_range_elsewhere(tmp_path):
    write(tmp_path / "requirements.txt", "transformers>=4.57\n")
    write(tmp_path / "pyproject.toml", '[project]\nname = "x"\ndependencies = ["transformers==5.13.1"]\n')
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.13.1", "pyproject.toml")


# ---------------------------------------------------------------- pyproject.toml


def test_pyproject_project_dependencies(tmp_path):
    write(
        tmp_path / "pyproject.toml",
        """\
        [project]
        name = "demo"
        description = "a transformers demo"
        dependencies = ["torch", "transformers>=4.57,<5.20"]

        [tool.hflint]
        select = ["HF1"]
    """,
    )
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source, r.line) == ("5.19.0", "pyproject.toml", 4)


def test_pyproject_optional_dependencies(tmp_path):
    write(
        tmp_path / "pyproject.toml",
        """\
        [project]
        name = "demo"
        [project.optional-dependencies]
        hf = ["transformers~=5.14.0"]
    """,
    )
    assert detect_release(CATALOG, workspace=tmp_path).version == "5.14.1"


@pytest.mark.parametrize(
    ("constraint", "version"),
    [
        ('"^5.13"', NEWEST),
        ('"~5.14"', "5.14.1"),
        ('"5.23.0"', "5.23.0"),
        ('{ version = ">=4.57,<5.14", extras = ["torch"] }', "5.13.1"),
        ('"^4.50 || ^5.0"', NEWEST),
    ],
)
def test_poetry_dependencies(tmp_path, constraint, version):
    write(tmp_path / "pyproject.toml", f'[tool.poetry.dependencies]\npython = "^3.10"\ntransformers = {constraint}\n')
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == (version, "pyproject.toml")


def test_poetry_group_dependencies(tmp_path):
    write(tmp_path / "pyproject.toml", '[tool.poetry.group.ml.dependencies]\ntransformers = "~5.13"\n')
    assert detect_release(CATALOG, workspace=tmp_path).version == "5.13.1"


def test_broken_pyproject_is_a_note(tmp_path):
    write(tmp_path / "pyproject.toml", "[project\n")
    write(tmp_path / "requirements.txt", "transformers==5.14.0\n")
    r = detect_release(CATALOG, workspace=tmp_path)
    assert r.version == "5.14.0" and any("not valid TOML" in n for n in r.notes)


def test_constraint_translations():
    assert [str(s) for s in poetry_constraint("^0.2.3")] == ["<0.3,>=0.2.3"]
    assert [str(s) for s in poetry_constraint("~1")] == ["<2,>=1"]
    assert poetry_constraint("*") == []
    assert poetry_constraint("what") is None
    assert [str(s) for s in conda_constraint("=4.57")] == ["==4.57.*"]
    assert [str(s) for s in conda_constraint("4.57.6 pyhd8ed1ab_0")] == ["==4.57.6"]
    assert [str(s) for s in conda_constraint("=4.57.6=pyhd8ed1ab_0")] == ["==4.57.6.*"]


# ---------------------------------------------------------------- lock files


UV_LOCK = """\
    version = 1
    requires-python = ">=3.10"

    [[package]]
    name = "torch"
    version = "2.13.0"

    [[package]]
    name = "transformers"
    version = "5.23.0"
    source = { registry = "https://pypi.org/simple" }
"""


def test_uv_lock_gives_the_exact_release_and_beats_pyproject_ranges(tmp_path):
    write(tmp_path / "pyproject.toml", '[project]\nname = "x"\ndependencies = ["transformers>=4.57"]\n')
    write(tmp_path / "uv.lock", UV_LOCK)
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source, r.line) == ("5.23.0", "uv.lock", 9)


def test_poetry_lock(tmp_path):
    write(
        tmp_path / "poetry.lock",
        """\
        [[package]]
        name = "Transformers"
        version = "4.57.6"
        description = "State-of-the-art Machine Learning"

        [metadata]
        lock-version = "2.0"
    """,
    )
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("4.57.6", "poetry.lock")


def test_lock_with_two_releases_takes_the_newest_and_says_so(tmp_path):
    write(tmp_path / "uv.lock", UV_LOCK + '\n[[package]]\nname = "transformers"\nversion = "4.57.6"\n')
    r = detect_release(CATALOG, workspace=tmp_path)
    assert r.version == "5.23.0" and "locks several transformers releases (4.57.6, 5.23.0)" in r.notes[0]


# ---------------------------------------------------------------- environment.yml


def test_environment_yml_conda_dependency(tmp_path):
    write(
        tmp_path / "environment.yml",
        """\
        name: demo
        channels:
          - conda-forge
        dependencies:
          - python=3.11
          - conda-forge::transformers=4.57  # fuzzy: any 4.57.x
    """,
    )
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("4.57.6", "environment.yml:6")


def test_environment_yaml_pip_section(tmp_path):
    write(
        tmp_path / "environment.yaml",
        """\
        dependencies:
          - python=3.11
          - pip
          - pip:
              - "transformers==5.14.0"
              - sentence-transformers>=3
    """,
    )
    r = detect_release(CATALOG, workspace=tmp_path)
    assert (r.version, r.source) == ("5.14.0", "environment.yaml:5")


# ---------------------------------------------------------------- the CLI's entry point


def test_release_for_check_flag_then_project_setting(tmp_path):
    fake_venv(tmp_path / ".venv")
    r = release_for_check(CATALOG, "5.13.1", "5.14.0", tmp_path / "pyproject.toml", None, [str(tmp_path)], environ={})
    assert (r.version, r.source) == ("5.13.1", "--transformers-version")
    r = release_for_check(CATALOG, None, "5.14.0", tmp_path / "pyproject.toml", None, [str(tmp_path)], environ={})
    assert (r.version, r.source) == ("5.14.0", "pyproject.toml [tool.hflint]")


def test_release_for_check_python_flag(tmp_path):
    exe = fake_venv(tmp_path / "elsewhere" / ".venv", "5.14.0")
    ws = tmp_path / "project"
    write(ws / "requirements.txt", "transformers==5.23.0\n")
    r = release_for_check(CATALOG, None, None, None, exe, [str(ws)], environ={})
    assert (r.version, r.source) == ("5.14.0", str(tmp_path / "elsewhere" / ".venv"))
    with pytest.raises(VersionError, match="--python"):
        release_for_check(CATALOG, None, None, None, tmp_path / "missing", [str(ws)], environ={})


def test_release_for_check_uses_the_active_venv_and_finds_the_project_root(tmp_path):
    ws = tmp_path / "project"
    write(ws / "requirements.txt", "transformers==5.14.0\n")
    (ws / "src" / "pkg").mkdir(parents=True)
    r = release_for_check(CATALOG, None, None, None, None, [str(ws / "src" / "pkg")], environ={})
    assert (r.version, r.source) == ("5.14.0", "requirements.txt:1")
    fake_venv(tmp_path / "active", "5.13.1")
    r = release_for_check(CATALOG, None, None, None, None, [str(ws / "src")], environ={"VIRTUAL_ENV": str(tmp_path / "active")})
    assert (r.version, r.source) == ("5.13.1", str(tmp_path / "active"))


def test_the_projects_venv_wins_over_hflints_own_active_venv(tmp_path):
    """hflint installed in a venv of its own and run with that venv activated ($VIRTUAL_ENV):
    the project's .venv decides, as when no venv is active; the header says which was read."""
    from hflint.versions import header

    own = tmp_path / "tools" / "hflint-venv"
    fake_venv(own, "5.24.0")
    ws = tmp_path / "project"
    fake_venv(ws / ".venv", "5.14.0")
    write(ws / "pyproject.toml", "[project]\nname = 'p'\n")
    active = {"VIRTUAL_ENV": str(own)}
    r = release_for_check(CATALOG, None, None, ws / "pyproject.toml", None, [str(ws)], environ=active, own_prefix=str(own))
    assert (r.version, r.source, r.environment) == ("5.14.0", ".venv", ".venv")
    assert header(r) == (
        f"Assuming transformers 5.14.0, installed in .venv; $VIRTUAL_ENV ({own}) is hflint's own "
        "environment: the project's .venv was read"
    )
    # Unset: the same answer.
    r = release_for_check(CATALOG, None, None, ws / "pyproject.toml", None, [str(ws)], environ={}, own_prefix=str(own))
    assert (r.version, r.source) == ("5.14.0", ".venv") and header(r) == "Assuming transformers 5.14.0, installed in .venv"
    # An active venv that is not hflint's own is the user's choice: it wins.
    other = tmp_path / "other"
    fake_venv(other, "5.13.1")
    r = release_for_check(
        CATALOG, None, None, ws / "pyproject.toml", None, [str(ws)], environ={"VIRTUAL_ENV": str(other)}, own_prefix=str(own)
    )
    assert (r.version, r.environment) == ("5.13.1", str(other))
    # hflint installed in the project's own .venv, activated: that venv.
    r = release_for_check(
        CATALOG,
        None,
        None,
        ws / "pyproject.toml",
        None,
        [str(ws)],
        environ={"VIRTUAL_ENV": str(ws / ".venv")},
        own_prefix=str(ws / ".venv"),
    )
    assert (r.version, r.environment_why) == ("5.14.0", None)
    # hflint's own venv active and no project venv: it is read.
    bare = tmp_path / "bare"
    write(bare / "pyproject.toml", "[project]\nname = 'b'\n")
    r = release_for_check(CATALOG, None, None, bare / "pyproject.toml", None, [str(bare)], environ=active, own_prefix=str(own))
    assert (r.version, r.environment, r.environment_has) == ("5.24.0", str(own), True)


def test_the_header_says_which_environment_was_read(tmp_path):
    from hflint.versions import header

    ws = tmp_path / "project"
    fake_venv(ws / ".venv", None)  # no transformers in it
    write(ws / "requirements.txt", "transformers==5.13.1\n")
    r = release_for_check(CATALOG, None, None, None, None, [str(ws)], environ={})
    assert header(r) == "Assuming transformers 5.13.1 (requirements.txt:1); transformers is not installed in .venv"
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / ".git").mkdir()
    r = release_for_check(CATALOG, None, None, None, None, [str(empty)], environ={})
    assert header(r) == f"Assuming transformers {NEWEST} ({DEFAULT_SOURCE}); no environment or pin names one"
    r = release_for_check(CATALOG, "5.23.0", None, None, None, [str(empty)], environ={})
    assert header(r) == "Assuming transformers 5.23.0 (--transformers-version)"
    r = release_for_check(CATALOG, "4.40.0", None, None, None, [str(empty)], environ={})
    assert header(r).startswith("Assuming transformers 4.40.0 (--transformers-version); outside the releases")


# ------------------------------------------------------------ names as PEP 503 compares them

_NAME_PIECES = st.sampled_from(["transformers", "Transformers", "TRANSFORMERS", "-", "_", ".", "--", "._", "x", "1", "K", "ß"])


@hyp_settings(max_examples=300, deadline=None)
@given(st.lists(_NAME_PIECES, max_size=5).map("".join))
def test_names_are_compared_as_packaging_compares_them(name):
    """pins.canonicalize_name (written out: packaging.utils imports the wheel tags) is packaging's."""
    from packaging.utils import canonicalize_name as packagings

    from hflint.pins import canonicalize_name

    assert canonicalize_name(name) == packagings(name)


@pytest.mark.parametrize(
    "text, pinned",
    [
        ("transformers==5.23.0", True),
        ("Transformers >= 5.0", True),
        ("TRANSFORMERS[torch]==5.23.0 ; python_version >= '3.9'", True),
        ("sentence-transformers==6.2.0", False),
        ("transformers_stream_generator==0.0.5", False),
        ("torch>=2", False),
        ("not a requirement ((", False),
    ],
)
def test_a_requirement_is_a_pin_when_it_names_transformers(tmp_path, text, pinned):
    from hflint.pins import _from_requirement

    pin, note = _from_requirement(text, tmp_path / "requirements.txt", tmp_path, 1)
    assert (pin is not None) is pinned and note is None
