"""Which transformers release the analysis assumes, and why: the version model of DESIGN.md."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from packaging.version import Version

from hflint.catalog import COVERED_HIGH, COVERED_LOW, Catalog
from hflint.envprobe import TorchBuild, choose_interpreter, find_workspace_env, installed_torch, installed_transformers
from hflint.pins import find_workspace_root, resolve, workspace_pins


@dataclass(frozen=True, slots=True)
class AssumedRelease:
    """A release and the place it came from ("--transformers-version", ".venv", "requirements.txt:3")."""

    version: str
    source: str
    # False when the release lies outside what the catalog covers: facts then come
    # from the nearest covered range and messages say so.
    covered: bool = True
    # Why earlier sources gave no answer ("./.venv/bin/python did not answer within 2 s"),
    # and remarks on the answer (outside the covered releases), for logs and hovers.
    notes: tuple[str, ...] = ()
    # The file that decided it (a METADATA file, requirements.txt), for evidence links.
    file: str | None = None
    line: int | None = None
    # The environment whose packages were read ("./.venv", "~/venvs/ml"), whether or not it
    # holds transformers (`environment_has` says), for the header that names the release.
    environment: str | None = None
    environment_has: bool = False
    # Why that environment and not another (the active one being hflint's own, say).
    environment_why: str | None = None
    # Named by an explicit setting (--transformers-version, [tool.hflint], the editor's
    # transformersVersion, --from): it wins over a file's own pin (filepins.py).
    explicit: bool = False
    # Decided by the analysed file's own pin (a notebook's install cell, a script's PEP 723
    # block) rather than by the run: outputs say so for that file.
    own_pin: bool = False
    # The package folder the environment imports this very release from (its site-packages, a
    # `pip install --target` folder), when hflint found it on disk: messages that name the file
    # of a module (ImportError's "cannot import name 'X' from 'transformers' (<path>)") name it.
    installation: str | None = None
    # The torch that environment holds, read from its torch/version.py (envprobe.installed_torch),
    # whichever source decided the release; None when none was read. Settings.torch carries it to
    # the analysis (a build without CUDA: HF360).
    torch: TorchBuild | None = None

    @property
    def label(self) -> str:
        return f"transformers {self.version} ({self.source})"


class VersionError(ValueError):
    pass


def parse_release(text: str) -> Version:
    try:
        v = Version(text.strip())
    except ValueError:  # (InvalidVersion, and a number of more digits than Python converts)
        shown = text if len(text) <= 40 else text[:40] + "..."
        raise VersionError(f"{shown!r} is not a transformers release number (expected e.g. 5.23.0)") from None
    return v


def is_covered(version: Version) -> bool:
    release = Version(".".join(str(p) for p in version.release))
    return COVERED_LOW <= release < COVERED_HIGH


DEFAULT_SOURCE = "newest release the catalog knows"


def assume_release(catalog: Catalog, explicit: str | None = None, explicit_source: str = "setting") -> AssumedRelease:
    """Decide the release from an explicit setting, else the newest release the catalog knows (no detection)."""
    if explicit:
        v = parse_release(explicit)
        return AssumedRelease(str(v), explicit_source, is_covered(v), _coverage_notes(v), explicit=True)
    return AssumedRelease(catalog.newest_release(), DEFAULT_SOURCE)


def pinned_release(version: str, source: str, line: int | None) -> AssumedRelease | None:
    """The release a file's own pin names (filepins.py), with the coverage notes a workspace pin
    gets; None when `version` is no release number."""
    found = _release(version, source, [], None, line)
    return replace(found, own_pin=True) if found is not None else None


def detect_release(
    catalog: Catalog,
    *,
    explicit: str | None = None,
    explicit_source: str = "setting",
    python: str | os.PathLike[str] | None = None,
    workspace: str | os.PathLike[str] | None = None,
    may_run: bool = True,
    why_not: str | None = None,
    notes: Sequence[str] = (),
) -> AssumedRelease:
    """Decide the release in the order of DESIGN.md "Version awareness".

    1. `explicit` (a setting or flag; a malformed one raises VersionError);
    2. the transformers installed for the interpreter `python` (or, without one,
       a venv kept in the workspace: .venv, venv), read from package metadata; `python`
       is run to ask where its packages are only when its layout cannot say and
       `may_run` (`why_not` says why not), a workspace's venv never;
    3. the workspace's pins: lock files, then exact pins, then ranges (the newest
       known release inside a range);
    4. the newest release the catalog knows.
    Never raises for anything found on disk: a source that cannot answer adds a
    note and the next one is asked.
    """
    root = Path(os.path.abspath(workspace)) if workspace is not None else None
    env: str | os.PathLike[str] | None = python
    if env is None and root is not None:
        env = find_workspace_env(root)
    torch = torch_of(env, root)
    if explicit:
        return replace(assume_release(catalog, explicit, explicit_source), torch=torch)
    notes = list(notes)
    read: str | None = None
    if env is not None:
        try:
            # A venv found in the workspace is read, never run: its bin/python is a file of
            # the workspace, as untrusted as the code hflint analyses.
            lookup = installed_transformers(env, root, may_run=python is not None and may_run, why_not=why_not)
        except Exception as err:  # noqa: BLE001 - a strange disk must not cost the analysis
            notes.append(f"{env}: {type(err).__name__}: {err}")
        else:
            read = lookup.label or os.fspath(env)
            if lookup.installed is not None:
                found = _release(lookup.installed.version, lookup.installed.label, notes, str(lookup.installed.metadata), None)
                if found is not None:
                    folder = lookup.installed.folder
                    installation = str(folder) if folder is not None else None
                    return replace(found, environment=read, environment_has=True, installation=installation, torch=torch)
            elif lookup.problem:
                notes.append(lookup.problem)
    if root is not None:
        try:
            pins, pin_notes = workspace_pins(root)
        except Exception as err:  # noqa: BLE001
            pins, pin_notes = [], [f"{root}: {type(err).__name__}: {err}"]
        notes += pin_notes
        known = catalog.releases()
        for pin in pins:
            try:
                version = resolve(pin, known)
            except ValueError:
                notes.append(f"{pin.label}: not a release hflint can read")
                continue
            if version is None:
                notes.append(f"{pin.label}: {pin.text} matches no release hflint can name")
                continue
            found = _release(version, pin.label, notes, str(pin.file), pin.line)
            if found is not None:
                return replace(found, environment=read, torch=torch)
    return AssumedRelease(catalog.newest_release(), DEFAULT_SOURCE, True, tuple(notes), environment=read, torch=torch)


def torch_note(build: TorchBuild) -> str:
    """How the header names the torch read: "torch 2.13.0+cpu, built without CUDA (.venv)"."""
    return f"torch {build.version}, {build.built()} ({build.label})"


def torch_of(env: str | os.PathLike[str] | None, workspace: Path | None = None) -> TorchBuild | None:
    """The torch build environment `env` holds (envprobe.installed_torch: read, never run); None
    without an environment, or when it cannot be told."""
    if env is None:
        return None
    try:
        return installed_torch(env, workspace)
    except Exception:  # noqa: BLE001 - a strange disk must not cost the analysis
        return None


def with_installation(release: AssumedRelease, environment: str | os.PathLike[str] | None) -> AssumedRelease:
    """`release` with the package folder of the transformers `environment` holds (an environment
    folder, an interpreter, a package folder), when that is this very release; else as it is."""
    if environment is None or release.installation is not None:
        return release
    try:
        lookup = installed_transformers(environment)
        installed = lookup.installed
        if installed is None or Version(installed.version) != Version(release.version):
            return release
        folder = installed.folder
    except Exception:  # noqa: BLE001 - a strange disk must not cost the analysis
        return release
    return release if folder is None else replace(release, installation=str(folder))


def release_for_check(
    catalog: Catalog,
    args_version: str | None,
    project_version: str | None,
    project_path: str | os.PathLike[str] | None,
    python: str | os.PathLike[str] | None,
    paths: Sequence[str],
    environ: Mapping[str, str] | None = None,
    own_prefix: str | None = None,
) -> AssumedRelease:
    """The release `hflint check` assumes.

    --transformers-version, then [tool.hflint] transformers-version, then detection:
    `--python`, else the activated venv ($VIRTUAL_ENV), else a venv in the workspace;
    the workspace is the folder of the project's pyproject.toml, else the nearest
    project root above the first path. `--python` is the user's own command line, read
    as a shell reads one: a path relative to the current folder, a bare name a command
    on PATH (or an environment folder of that name in the current folder), never a
    program of the current folder found by its bare name.
    When the activated venv is hflint's own (`own_prefix`, by default this process's
    sys.prefix) and the workspace keeps a venv of its own, the workspace's venv wins, as
    when no venv is active: hflint was activated to run it, the project runs in its own.
    A named release beside `--python` takes the package folder of the transformers it holds
    when that is the same release (AssumedRelease.installation).
    Raises VersionError for a malformed version or a --python that does not exist.
    """
    if args_version or project_version:
        if args_version:
            found = assume_release(catalog, args_version, "--transformers-version")
        else:
            source = f"{Path(project_path).name} [tool.hflint]" if project_path else "config"
            found = assume_release(catalog, project_version, source)
        try:
            # (the environment is still read for its torch: a build without CUDA decides HF360; a
            # --python that names nothing is no error here, the release being named)
            interpreter, workspace, _ = _check_environment(project_path, python, paths, environ, own_prefix)
        except VersionError:
            return found
        if python is not None:
            # (--python beside it: what it holds names the files of this release when it is the same one)
            found = with_installation(found, interpreter)
        env = interpreter if interpreter is not None else find_workspace_env(workspace)
        return replace(found, torch=torch_of(env, workspace))
    interpreter, workspace, why = _check_environment(project_path, python, paths, environ, own_prefix)
    found = detect_release(catalog, python=interpreter, workspace=workspace)
    return replace(found, environment_why=why) if why else found


def _check_environment(
    project_path: str | os.PathLike[str] | None,
    python: str | os.PathLike[str] | None,
    paths: Sequence[str],
    environ: Mapping[str, str] | None,
    own_prefix: str | None,
) -> tuple[str | None, Path, str | None]:
    """The environment `hflint check` reads (release_for_check): the interpreter named (None: the
    workspace's own venv, if any), the workspace, and why the active venv was passed over."""
    if project_path is not None:
        workspace = Path(os.path.abspath(project_path)).parent
    else:
        workspace = find_workspace_root(Path(paths[0] if paths else "."))
    interpreter: str | None = None
    why: str | None = None
    if python is not None:
        interpreter = _chosen(python, environ)
    else:
        active = (os.environ if environ is None else environ).get("VIRTUAL_ENV")
        if active and os.path.isdir(active):
            interpreter = active
            project_env = find_workspace_env(workspace)
            if project_env is not None and _same(active, own_prefix or sys.prefix) and not _same(active, project_env):
                # hflint runs from its own environment (activated to run it): the project's
                # environment is the one its code runs in, as when no environment is active.
                interpreter = None
                why = f"$VIRTUAL_ENV ({_home(active)}) is hflint's own environment: the project's {project_env.name} was read"
    return interpreter, workspace, why


def _chosen(python: str | os.PathLike[str], environ: Mapping[str, str] | None) -> str:
    """The interpreter or environment `--python` names, read as a shell reads a command line;
    VersionError when it names nothing."""
    choice = choose_interpreter(python, base=None, trusted=True, environ=environ)
    if choice.path is None:
        raise VersionError(f"--python {os.fspath(python)}: {choice.problem}")
    if not os.path.lexists(choice.path):
        raise VersionError(f"--python {os.fspath(python)}: no such interpreter or environment")
    return str(choice.path)


def _same(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except (OSError, ValueError):
        return False


def _home(path: str) -> str:
    home = os.path.expanduser("~")
    return "~" + path[len(home) :] if home not in ("~", "/") and path.startswith(home + os.sep) else path


def header(release: AssumedRelease) -> str:
    """The release a run assumes and where it came from, in one line (the command line's header)."""
    v = release.version
    if release.environment_has and release.environment:
        text = f"Assuming transformers {v}, installed in {release.environment}"
        extra = []
    else:
        text = f"Assuming transformers {v} ({release.source})"
        extra = [f"transformers is not installed in {release.environment}"] if release.environment else []
        if release.source == DEFAULT_SOURCE and not release.environment:
            extra.append("no environment or pin names one")
    if release.environment_why:
        extra.append(release.environment_why)
    if not release.covered:
        extra.append("outside the releases the catalog covers: findings assume the nearest one behaves the same")
    if release.torch is not None:
        extra.append(torch_note(release.torch))
    return text + (f"; {'; '.join(extra)}" if extra else "")


def _release(version: str, source: str, notes: list[str], file: str | None, line: int | None) -> AssumedRelease | None:
    try:
        v = Version(version)
    except ValueError:
        notes.append(f"{source}: {version[:40]!r} is not a release number")
        return None
    return AssumedRelease(str(v), source, is_covered(v), tuple(notes) + _coverage_notes(v), file, line)


def _coverage_notes(v: Version) -> tuple[str, ...]:
    if is_covered(v):
        return ()
    side = "older" if v < COVERED_LOW else "newer"
    return (
        f"transformers {v} is {side} than the releases the catalog covers ({COVERED_LOW} to before "
        f"{COVERED_HIGH}): findings assume the nearest covered release behaves the same",
    )
