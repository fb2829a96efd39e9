"""Which transformers an interpreter's environment holds, read from package metadata without importing anything."""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

from hflint.smallfiles import is_dir, is_file, read_text, stamp

PROBE_TIMEOUT = 2.0
# A failed probe is retried after this long: a timeout on a cold disk is not a broken interpreter.
FAILURE_TTL = 30.0

# Run as `python -I -S -c PROBE`: -I ignores PYTHON* variables, the user site and
# the current folder; -S skips `site`, so no .pth file in the environment runs.
# Without `site`, an older interpreter in a venv reports its base prefix: the venv's
# own folders come from pyvenv.cfg instead, and the probe is asked for the rest.
_PROBE = r"""
import json, sys, sysconfig
def dirs(prefix, exec_prefix):
    out = []
    try:
        p = sysconfig.get_paths(vars={"base": prefix, "platbase": exec_prefix})
        out += [p.get("purelib"), p.get("platlib")]
    except Exception:
        pass
    try:
        import site
        out += site.getsitepackages([prefix, exec_prefix])
    except Exception:
        pass
    return [d for d in out if d]
user = None
try:
    import site
    user = site.getusersitepackages()
except Exception:
    pass
bp = getattr(sys, "base_prefix", sys.prefix)
bep = getattr(sys, "base_exec_prefix", sys.exec_prefix)
print(json.dumps({
    "version": "%d.%d" % sys.version_info[:2],
    "in_venv": sys.prefix != bp,
    "site": dirs(sys.prefix, sys.exec_prefix),
    "base_site": dirs(bp, bep),
    "user_site": user,
}))
"""

_DIST_RE = re.compile(r"^(?P<name>[A-Za-z0-9_.-]+?)-(?P<version>[^-]+?)(?:-py\d[^-]*)?\.(?:dist-info|egg-info)$")
_INTERPRETER_NAMES = ("bin/python", "bin/python3", "Scripts/python.exe", "python.exe")
WORKSPACE_ENV_NAMES = (".venv", "venv", ".env", "env")


@dataclass(frozen=True, slots=True)
class Installed:
    """transformers found in an environment: its version, where (".venv"), and the metadata file read."""

    version: str
    label: str
    metadata: Path


@dataclass(frozen=True, slots=True)
class Lookup:
    """The answer for one interpreter: what was found, or why nothing was (for messages)."""

    installed: Installed | None
    problem: str | None = None
    label: str = ""


@dataclass(frozen=True, slots=True)
class Probe:
    """What the interpreter said about its package folders, or why it could not say."""

    site: tuple[str, ...] = ()
    base_site: tuple[str, ...] = ()
    user_site: str | None = None
    in_venv: bool = False
    problem: str | None = None


_probe_cache: dict[tuple[str, int, int], tuple[Probe, float]] = {}
_dist_cache: dict[tuple[str, int], tuple[tuple[str, Path] | None, str | None]] = {}
_lock = threading.Lock()


def clear_caches() -> None:
    with _lock:
        _probe_cache.clear()
        _dist_cache.clear()


def installed_transformers(python: str | os.PathLike[str], workspace: Path | None = None, *,
                           may_run: bool = True) -> Lookup:
    """The transformers release installed for `python` (an interpreter, or an environment's folder).

    A venv or conda environment is read from its layout first, so a venv whose base
    interpreter is gone still answers; the interpreter is run (isolated, time-bound)
    only when the layout cannot say, and never when `may_run` is False.
    """
    given = _absolute(Path(os.path.expanduser(os.fspath(python))), workspace)
    if is_dir(given):
        root: Path | None = given
        interpreter = find_interpreter(given)
    elif os.path.lexists(given):
        interpreter = given
        root = _env_root(given)
    else:
        return Lookup(None, f"{given}: no such interpreter", str(given))
    label = _label(root if root is not None else given, workspace)

    dirs: list[Path] = []
    with_base = root is None
    if root is not None:
        cfg = _pyvenv_cfg(root)
        dirs = _layout_dirs(root, cfg.get("version") or cfg.get("version_info"))
        found = _first_dist(dirs)
        if found is not None:
            return Lookup(Installed(found[0], label, found[1]), None, label)
        with_base = cfg.get("include-system-site-packages", "").lower() == "true"
    if not with_base and dirs:
        return Lookup(None, f"transformers is not installed in {label}", label)
    if interpreter is None:
        return Lookup(None, f"{label}: no interpreter or package folder found", label)
    if not may_run:
        return Lookup(None, f"{label}: its package folders do not name transformers, and its interpreter is "
                            "not run (found in the workspace, not chosen by the user)", label)
    probe = probe_interpreter(interpreter)
    if probe.problem is not None:
        return Lookup(None, probe.problem, label)
    more: list[str] = []
    if root is None:
        # A plain interpreter: the user site comes before the global one on sys.path.
        if probe.user_site and not probe.in_venv:
            more.append(probe.user_site)
        more += probe.site
    elif not dirs:
        more += probe.site
    if with_base:
        more += probe.base_site
    found = _first_dist(Path(d) for d in more)
    if found is not None:
        return Lookup(Installed(found[0], label, found[1]), None, label)
    return Lookup(None, f"transformers is not installed in {label}", label)


def find_workspace_env(workspace: Path) -> Path | None:
    """A virtual environment kept in the workspace (.venv, venv, ...), known by its pyvenv.cfg."""
    for name in WORKSPACE_ENV_NAMES:
        if is_file(workspace / name / "pyvenv.cfg"):
            return workspace / name
    return None


def find_interpreter(env_root: Path) -> Path | None:
    for name in _INTERPRETER_NAMES:
        candidate = env_root / name
        if is_file(candidate):
            return candidate
    return None


def probe_interpreter(interpreter: Path) -> Probe:
    """Ask the interpreter where its packages live; cached by its path and modification time."""
    st = stamp(interpreter)
    if st is None:
        return Probe(problem=f"{interpreter}: no such interpreter")
    key = (str(interpreter), st.mtime_ns, st.size)
    now = time.monotonic()
    with _lock:
        hit = _probe_cache.get(key)
    if hit is not None and (hit[0].problem is None or now - hit[1] < FAILURE_TTL):
        return hit[0]
    result = _run_probe(interpreter)
    with _lock:
        _probe_cache[key] = (result, now)
    return result


def _run_probe(interpreter: Path) -> Probe:
    if not os.access(interpreter, os.X_OK):
        return Probe(problem=f"{interpreter}: not executable")
    try:
        done = subprocess.run(
            [str(interpreter), "-I", "-S", "-c", _PROBE],
            stdin=subprocess.DEVNULL, capture_output=True, timeout=PROBE_TIMEOUT, check=False,
        )
    except subprocess.TimeoutExpired:
        return Probe(problem=f"{interpreter} did not answer within {PROBE_TIMEOUT:g} s")
    except (OSError, ValueError) as err:
        return Probe(problem=f"{interpreter} cannot be run ({getattr(err, 'strerror', None) or err})")
    if done.returncode != 0:
        last = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        return Probe(problem=f"{interpreter} exited with status {done.returncode}" + (f": {last[0][:200]}" if last[0] else ""))
    try:
        data = json.loads(done.stdout[:65536].decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError):
        return Probe(problem=f"{interpreter} did not print its package folders")
    if not isinstance(data, dict):
        return Probe(problem=f"{interpreter} did not print its package folders")

    def strings(value: object) -> tuple[str, ...]:
        items = value if isinstance(value, list) else []
        return tuple(dict.fromkeys(v for v in items if isinstance(v, str)))

    user = data.get("user_site")
    return Probe(
        site=strings(data.get("site")), base_site=strings(data.get("base_site")),
        user_site=user if isinstance(user, str) else None, in_venv=bool(data.get("in_venv")),
    )


# ---------------------------------------------------------------- layout


def _absolute(path: Path, workspace: Path | None) -> Path:
    if not path.is_absolute() and workspace is not None:
        path = workspace / path
    # abspath, not resolve: a venv's python is a symlink to the base interpreter,
    # and following it would lose the venv.
    return Path(os.path.abspath(path))


def _env_root(interpreter: Path) -> Path | None:
    """The environment folder an interpreter belongs to, when it is a venv or conda environment."""
    parent = interpreter.parent
    candidates = [parent.parent] if parent.name in ("bin", "Scripts") else []
    candidates.append(parent)  # conda on Windows keeps python.exe at the top
    for root in candidates:
        if is_file(root / "pyvenv.cfg") or is_dir(root / "conda-meta"):
            return root
    return None


def _pyvenv_cfg(root: Path) -> dict[str, str]:
    text, _ = read_text(root / "pyvenv.cfg", limit=65536)
    out: dict[str, str] = {}
    for line in (text or "").splitlines():
        key, sep, value = line.partition("=")
        if sep:
            out[key.strip().lower()] = value.strip()
    return out


def _layout_dirs(root: Path, version_hint: str | None) -> list[Path]:
    short = ".".join(version_hint.split(".")[:2]) if version_hint else None
    out: list[Path] = []
    for lib in ("lib", "lib64"):
        base = root / lib
        if not is_dir(base):
            continue
        try:
            names = sorted((n for n in os.listdir(base) if n.startswith("python")), key=_python_dir_order)
        except OSError:
            continue
        if short is not None and f"python{short}" in names:
            # The venv's own version first; others only as a fallback (a venv rebuilt in place).
            names.remove(f"python{short}")
            names.insert(0, f"python{short}")
        for name in names:
            for leaf in ("site-packages", "dist-packages"):
                candidate = base / name / leaf
                if is_dir(candidate) and candidate not in out:
                    out.append(candidate)
    windows = root / "Lib" / "site-packages"
    if is_dir(windows) and windows not in out:
        out.append(windows)
    return out


def _python_dir_order(name: str) -> tuple[int, ...]:
    digits = re.findall(r"\d+", name)
    return tuple(-int(d) for d in digits)


def _label(path: Path, workspace: Path | None) -> str:
    """How messages name an environment: relative to the workspace, else to the home folder."""
    if workspace is not None and _inside(path, workspace):
        return Path(os.path.relpath(path, os.path.abspath(workspace))).as_posix()
    return _home_label(path)


def _inside(path: Path, folder: Path) -> bool:
    try:
        Path(os.path.abspath(path)).relative_to(os.path.abspath(folder))
    except ValueError:
        return False
    return True


def _home_label(path: Path) -> str:
    try:
        home = Path.home()
    except RuntimeError:
        return str(path)
    if _inside(path, home) and Path(os.path.abspath(path)) != Path(os.path.abspath(home)):
        return "~/" + Path(os.path.relpath(path, home)).as_posix()
    return str(path)


# ---------------------------------------------------------------- metadata


def _first_dist(dirs: Iterable[Path]) -> tuple[str, Path] | None:
    seen: set[Path] = set()
    for d in dirs:
        if d in seen:
            continue
        seen.add(d)
        found, _ = transformers_in(d)
        if found is not None:
            return found
    return None


def transformers_in(folder: Path) -> tuple[tuple[str, Path] | None, str | None]:
    """(version, metadata file) of the transformers distribution in a package folder; cached by the folder's mtime."""
    st = stamp(folder)
    if st is None:
        return None, f"{folder}: not found"
    key = (str(folder), st.mtime_ns)
    with _lock:
        hit = _dist_cache.get(key)
    if hit is not None:
        return hit
    result = _scan(folder)
    with _lock:
        _dist_cache[key] = result
    return result


def _scan(folder: Path) -> tuple[tuple[str, Path] | None, str | None]:
    try:
        names = os.listdir(folder)
    except OSError as err:
        return None, f"{folder}: cannot be listed ({err.strerror or err})"
    found: list[tuple[Version, str, Path]] = []
    problems: list[str] = []
    for name in names:
        m = _DIST_RE.match(name)
        if m is None or canonicalize_name(m.group("name")) != "transformers":
            continue
        dist = folder / name
        meta = dist / ("METADATA" if name.endswith(".dist-info") else "PKG-INFO")
        if name.endswith(".egg-info") and is_file(dist):
            meta = dist  # an egg-info file rather than a folder
        version, problem = _metadata_version(meta)
        if version is None:
            problems.append(problem or f"{meta}: no version")
            continue
        try:
            found.append((Version(version), version, meta))
        except InvalidVersion:
            problems.append(f"{meta}: {version!r} is not a version")
    if not found:
        return None, "; ".join(problems) or None
    # Two distributions side by side (an interrupted upgrade): the newer is the one
    # pip left last, and the one importlib.metadata tends to report.
    _, version, meta = max(found)
    return (version, meta), None


def _metadata_version(path: Path) -> tuple[str | None, str | None]:
    text, problem = read_text(path)
    if text is None:
        return None, problem
    name = version = None
    for line in text.splitlines():
        if not line.strip():
            break  # the headers end at the first blank line; the long description follows
        key, sep, value = line.partition(":")
        if not sep:
            continue
        key = key.strip().lower()
        if key == "name":
            name = value.strip()
        elif key == "version":
            version = value.strip()
    if name is not None and canonicalize_name(name) != "transformers":
        return None, f"{path}: metadata of {name!r}, not transformers"
    if not version:
        return None, f"{path}: no Version header"
    return version, None
