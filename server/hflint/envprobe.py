"""Which transformers an interpreter's environment holds, read from package metadata without importing anything."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from packaging.version import Version

from hflint.pins import canonicalize_name
from hflint.smallfiles import is_dir, is_file, read_text, stamp

PROBE_TIMEOUT = 2.0
# What the probe may print (its answer is a few hundred bytes): past it the probe is stopped.
PROBE_OUTPUT_LIMIT = 64 * 1024
# A failed probe is retried after this long: a timeout on a cold disk is not a broken interpreter.
FAILURE_TTL = 30.0

# Run as `python -I -S -c PROBE`: -I ignores PYTHON* variables, the user site and
# the current folder; -S skips `site`, so no .pth file in the environment runs.
# Without `site` a venv's interpreter reports its base installation (sys.prefix is
# the base's: `site` is what reads pyvenv.cfg), so the probe finds the venv itself,
# where `site` would: a pyvenv.cfg beside the executable or one folder up.
_PROBE = r"""
import json, os, sys, sysconfig
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
venv, system = None, False
if sys.prefix != bp:
    venv = sys.prefix
else:
    exe_dir = os.path.dirname(os.path.abspath(sys.executable or ""))
    for folder in (exe_dir, os.path.dirname(exe_dir)):
        cfg = os.path.join(folder, "pyvenv.cfg")
        if os.path.isfile(cfg):
            venv = folder
            try:
                with open(cfg, encoding="utf-8", errors="replace") as fh:
                    for line in fh:
                        key, sep, value = line.partition("=")
                        if sep and key.strip().lower() == "include-system-site-packages":
                            system = value.strip().lower() == "true"
            except OSError:
                pass
            break
print(json.dumps({
    "version": "%d.%d" % sys.version_info[:2],
    "in_venv": venv is not None,
    "system_site": system,
    "site": dirs(venv, venv) if venv is not None else dirs(sys.prefix, sys.exec_prefix),
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

    @property
    def folder(self) -> Path | None:
        """The package folder Python imports this transformers from (a site-packages folder, a
        `pip install --target` folder): the folder of its metadata, when `transformers/__init__.py`
        is there beside it (not an editable install, whose code lives elsewhere)."""
        dist = self.metadata.parent if self.metadata.name in ("METADATA", "PKG-INFO") else self.metadata
        folder = dist.parent
        return folder if is_file(folder / "transformers" / "__init__.py") else None


@dataclass(frozen=True, slots=True)
class TorchBuild:
    """torch found in an environment, read from its `torch/version.py` (never imported): its
    version and the CUDA and ROCm (HIP) releases it was built for, None for a build without."""

    version: str
    cuda: str | None
    hip: str | None
    label: str  # the environment (".venv", "~/venvs/ml")
    file: Path  # the version.py read

    @property
    def cpu_only(self) -> bool:
        """Built without CUDA and without ROCm (a `+cpu` wheel, macOS's): `torch.cuda` has no device
        there, whatever the machine holds. (A ROCm build says `cuda = None` too but drives AMD GPUs
        through `torch.cuda`: not this.)"""
        return self.cuda is None and self.hip is None

    def built(self) -> str:
        """What it was built for: "built without CUDA", "built with CUDA 12.4", "built with ROCm 6.2"."""
        if self.cpu_only:
            return "built without CUDA"
        return f"built with CUDA {self.cuda}" if self.cuda is not None else f"built with ROCm {self.hip}"

    def describe(self) -> str:
        """How messages name it: "torch 2.13.0+cpu in .venv, built without CUDA"."""
        return f"torch {self.version} in {self.label}, {self.built()}"


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
    system_site: bool = False  # a venv that sees its base's packages too


@dataclass(frozen=True, slots=True)
class Choice:
    """An interpreter or environment a setting names, found, and whether hflint may run it."""

    path: Path | None
    may_run: bool = False
    problem: str | None = None
    # Why it may not be run, for the note that says where the release came from instead.
    why_not: str | None = None


_probe_cache: dict[tuple[str, int, int], tuple[Probe, float]] = {}
_dist_cache: dict[tuple[str, int], tuple[tuple[str, Path] | None, str | None]] = {}
_torch_cache: dict[tuple[str, int, int, int], tuple[str, str | None, str | None] | None] = {}
_lock = threading.Lock()


def clear_caches() -> None:
    with _lock:
        _probe_cache.clear()
        _dist_cache.clear()
        _torch_cache.clear()


def choose_interpreter(
    name: str | os.PathLike[str],
    *,
    base: Path | None,
    folders: Sequence[Path] = (),
    trusted: bool,
    environ: Mapping[str, str] | None = None,
) -> Choice:
    """The interpreter or environment folder `name` stands for, and whether it may be run.

    A bare name (no folder separator) is a folder of that name in `base` when there is
    one (an environment folder, read from its layout), else a command looked up on PATH,
    in its absolute entries only: never a file of the current folder or the workspace
    picked because it is called `python3`. A path is taken relative to `base` (the
    workspace for the server, the current folder for the command line).

    `trusted`: the user named it themselves (the command line, their own environment).
    Otherwise it came from a setting a workspace can write (`initializationOptions`,
    `workspace/didChangeConfiguration`: `.dir-locals.el`, `.vscode/settings.json`,
    `.helix/languages.toml`), and a program inside one of the workspace `folders` is
    never run on its strength: its environment is read from its layout only.
    """
    text = os.path.expanduser(os.fspath(name))
    if not text or "\0" in text:
        return Choice(None, problem=f"{text!r}: not a path")
    seps = {os.sep, os.altsep or os.sep, "/"}
    if not any(sep in text for sep in seps):
        folder = Path(os.path.abspath((base or Path.cwd()) / text))
        if is_dir(folder):
            path: Path = folder
        else:
            found = which(text, environ)
            if found is None:
                shown = text if len(text) <= 60 else text[:57] + "..."
                return Choice(None, problem=f"{shown}: no such command on PATH (a bare name is looked up there only)")
            path = found
    else:
        path = _absolute(Path(text), base)
    if trusted:
        return Choice(path, True)
    inside = next((f for f in folders if _inside_either(path, f)), None)
    if inside is not None:
        return Choice(
            path,
            False,
            why_not=f"{path} is inside the workspace ({inside}) and was named by a "
            "workspace-level setting: it is read, never run",
        )
    return Choice(path, True)


def which(command: str, environ: Mapping[str, str] | None = None) -> Path | None:
    """The first executable file called `command` in PATH's absolute entries (with PATHEXT's
    extensions on Windows). Unlike shutil.which, a relative entry ("", ".", "bin") is skipped,
    and so is the current folder on Windows: they would find a file of whatever folder hflint
    was started in."""
    env = os.environ if environ is None else environ
    entries = [e for e in env.get("PATH", os.defpath).split(os.pathsep) if e and os.path.isabs(e)]
    exts = [""]
    if sys.platform == "win32" and not os.path.splitext(command)[1]:
        exts = [e.lower() for e in env.get("PATHEXT", ".COM;.EXE;.BAT;.CMD").split(";") if e]
    for entry in entries:
        for ext in exts:
            candidate = Path(entry) / (command + ext)
            if is_file(candidate) and os.access(candidate, os.X_OK):
                return candidate
    return None


def installed_transformers(
    python: str | os.PathLike[str], workspace: Path | None = None, *, may_run: bool = True, why_not: str | None = None
) -> Lookup:
    """The transformers release installed for `python` (an interpreter, an environment's folder, or
    a package folder holding transformers and its .dist-info: `pip install --target`'s, PYTHONPATH's).

    Read from the environment's layout first: a venv or conda environment's own package
    folders, then (a venv that sees its base's packages) the base installation's, found
    from pyvenv.cfg's `home`. The interpreter is asked only when the layout cannot say
    (a plain interpreter, an unusual layout): when it is the very interpreter hflint runs
    on, from this process; else by running it (isolated, bounded: probe_interpreter), and
    never when `may_run` is False (`why_not` then says why, in the note).
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
        version = cfg.get("version") or cfg.get("version_info")
        dirs = _layout_dirs(root, version)
        found = _first_dist(dirs)
        if found is not None:
            return Lookup(Installed(found[0], label, found[1]), None, label)
        with_base = cfg.get("include-system-site-packages", "").lower() == "true"
        if with_base and cfg.get("home"):
            found = _first_dist(_layout_dirs(_home_prefix(Path(cfg["home"])), version))
            if found is not None:
                return Lookup(Installed(found[0], label, found[1]), None, label)
    if not with_base and dirs:
        return Lookup(None, f"transformers is not installed in {label}", label)
    if interpreter is None and root is not None:
        # A package folder itself: a `pip install --target` folder, a site-packages folder
        # (what PYTHONPATH names), holding `transformers/` and its .dist-info.
        found, _ = transformers_in(root)
        if found is not None:
            return Lookup(Installed(found[0], label, found[1]), None, label)
    if interpreter is None:
        return Lookup(None, f"{label}: no interpreter or package folder found", label)
    if _is_self(interpreter):
        probe = own_probe()
    elif not may_run:
        return Lookup(
            None,
            f"{label}: its package folders do not name transformers, and its interpreter is not "
            f"run ({why_not or 'found in the workspace, not chosen by the user'})",
            label,
        )
    else:
        probe = probe_interpreter(interpreter)
    if probe.problem is not None:
        return Lookup(None, probe.problem, label)
    more: list[str] = []
    if root is None:
        # A plain interpreter: the user site comes before the global one on sys.path.
        if probe.user_site and not probe.in_venv:
            more.append(probe.user_site)
        more += probe.site
        with_base = not probe.in_venv or probe.system_site
    elif not dirs:
        more += probe.site
    if with_base:
        more += probe.base_site
    found = _first_dist(Path(d) for d in more)
    if found is not None:
        return Lookup(Installed(found[0], label, found[1]), None, label)
    return Lookup(None, f"transformers is not installed in {label}", label)


def own_probe() -> Probe:
    """The probe's answer for the interpreter this process runs on, from `site` as it set this
    process up (the language server runs on the editor's interpreter: nothing need be run)."""
    import site

    try:
        folders = tuple(dict.fromkeys(site.getsitepackages()))
    except AttributeError:  # (an embedded interpreter without the function)
        folders = ()
    user = site.getusersitepackages() if site.ENABLE_USER_SITE else None
    in_venv = sys.prefix != getattr(sys, "base_prefix", sys.prefix)
    return Probe(site=folders, user_site=user, in_venv=in_venv, system_site=False)


def _is_self(interpreter: Path) -> bool:
    """Whether `interpreter` is the one this process runs on, by the path it was started as (a
    venv's python is a link to its base: the same file, another environment)."""
    exe = sys.executable
    return bool(exe) and os.path.normcase(os.path.abspath(exe)) == os.path.normcase(os.path.abspath(interpreter))


def _home_prefix(home: Path) -> Path:
    """The installation a venv's `home` (the folder of its base interpreter) belongs to."""
    return home.parent if home.name in ("bin", "Scripts") else home


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
    ran = run_bounded([str(interpreter), "-I", "-S", "-c", _PROBE], PROBE_TIMEOUT, PROBE_OUTPUT_LIMIT)
    if ran.problem is not None:
        return Probe(problem=f"{interpreter} {ran.problem}")
    if ran.returncode != 0:
        last = ran.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        return Probe(problem=f"{interpreter} exited with status {ran.returncode}" + (f": {last[0][:200]}" if last[0] else ""))
    try:
        data = json.loads(ran.stdout.decode("utf-8", "replace").strip().splitlines()[-1])
    except (ValueError, IndexError, RecursionError):
        return Probe(problem=f"{interpreter} did not print its package folders")
    if not isinstance(data, dict):
        return Probe(problem=f"{interpreter} did not print its package folders")

    def strings(value: object) -> tuple[str, ...]:
        items = value if isinstance(value, list) else []
        return tuple(dict.fromkeys(v for v in items if isinstance(v, str) and "\0" not in v))

    user = data.get("user_site")
    return Probe(
        site=strings(data.get("site")),
        base_site=strings(data.get("base_site")),
        user_site=user if isinstance(user, str) and "\0" not in user else None,
        in_venv=data.get("in_venv") is True,
        system_site=data.get("system_site") is True,
    )


@dataclass(frozen=True, slots=True)
class Ran:
    """What a bounded run printed and how it ended; `problem` when it was stopped or never started."""

    returncode: int | None
    stdout: bytes = b""
    stderr: bytes = b""
    problem: str | None = None


def run_bounded(argv: list[str], timeout: float, limit: int) -> Ran:
    """Run a program with nothing on its stdin, in a folder of its own choosing (the file
    system's root), for at most `timeout` seconds and `limit` bytes on each of stdout and
    stderr. It runs in a process group (a session) of its own, killed whole when the run
    ends, however it ends: a child it started and left behind does not outlive the probe
    (short of one that starts a session of its own)."""
    posix = os.name == "posix"
    try:
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=os.path.abspath(os.sep),
            start_new_session=posix,
            creationflags=0 if posix else getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0),
        )
    except (OSError, ValueError) as err:
        return Ran(None, problem=f"cannot be run ({getattr(err, 'strerror', None) or err})")
    outputs: list[bytearray] = [bytearray(), bytearray()]
    over = threading.Event()

    def drain(stream, into: bytearray) -> None:
        # Reads until the end of the stream, keeping at most `limit` + 1 bytes: past that the
        # run is stopped (the reads then end, the group's end of the pipe being closed).
        try:
            while True:
                chunk = stream.read1(65536)
                if not chunk:
                    return
                if len(into) <= limit:
                    into += chunk[: limit + 1 - len(into)]
                    if len(into) > limit:
                        over.set()
        except (OSError, ValueError):
            return

    readers = [
        threading.Thread(target=drain, args=(stream, into), daemon=True)
        for stream, into in zip((proc.stdout, proc.stderr), outputs)
    ]
    for reader in readers:
        reader.start()
    deadline = time.monotonic() + timeout
    problem = None
    try:
        while True:
            if over.is_set():
                problem = f"printed more than {limit} bytes; stopped"
                break
            if _ended(proc):
                break
            if time.monotonic() >= deadline:
                problem = f"did not answer within {timeout:g} s; stopped"
                break
            over.wait(0.01)
    finally:
        _kill_group(proc)
    # What the program printed before it ended is still in the pipes: read it (briefly: a
    # process that left the group may hold them open).
    for reader in readers:
        reader.join(timeout=max(0.2, deadline - time.monotonic()) if problem is None else 0.2)
    for reader, stream in zip(readers, (proc.stdout, proc.stderr)):
        # (a reader still blocked, on a pipe a process outside the group holds, keeps its
        # stream: closing it would wait for that read; the thread ends with the pipe)
        if not reader.is_alive():
            try:
                stream.close()  # type: ignore[union-attr]
            except OSError:
                pass
    if problem is None and over.is_set():
        problem = f"printed more than {limit} bytes; stopped"
    return Ran(proc.returncode, bytes(outputs[0]), bytes(outputs[1]), problem)


def _ended(proc: subprocess.Popen) -> bool:
    """Whether the program has ended, without reaping it: until it is reaped its process id
    (its group's id) cannot be given to another process, so killing the group stays safe."""
    if hasattr(os, "waitid"):
        try:
            return os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        except ChildProcessError:
            return True
    return proc.poll() is not None


def _kill_group(proc: subprocess.Popen) -> None:
    """End the program and whatever it started in its group, then reap it."""
    if os.name == "posix":
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    elif proc.poll() is None:
        proc.kill()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:  # (a process stuck in the kernel: it is left to the system)
        pass


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


def _inside_either(path: Path, folder: Path) -> bool:
    """Whether `path` is inside `folder`, as written or with every link on the way resolved."""
    try:
        real_path, real_folder = os.path.realpath(path), os.path.realpath(folder)
    except (OSError, ValueError):
        return True
    return any(_inside(Path(p), Path(f)) for p in (path, real_path) for f in (folder, real_folder))


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
        except ValueError:  # (InvalidVersion; a number of more digits than Python converts)
            problems.append(f"{meta}: {version[:40]!r} is not a version")
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


def module_file(folder: str | os.PathLike[str], module: str) -> str | None:
    """The file Python names for `module` ("transformers.pipelines") imported from the package
    folder `folder`: its `__init__.py` for a package, else its `.py`, as the import system sets
    `__file__` (the folder as given, joined, no link resolved); None when neither is there or
    the name is no dotted module name."""
    parts = module.split(".")
    if not all(p.isidentifier() for p in parts):
        return None
    base = os.path.join(os.fspath(folder), *parts)
    for candidate in (os.path.join(base, "__init__.py"), base + ".py"):
        if is_file(Path(candidate)):
            return candidate
    return None


# ---------------------------------------------------------------- torch


def installed_torch(
    python: str | os.PathLike[str], workspace: Path | None = None, *, first: Sequence[str | os.PathLike[str]] = ()
) -> TorchBuild | None:
    """The torch build an environment (an interpreter or an environment's folder) imports, read
    from its layout only (nothing is run): `first`, folders searched before the environment's own
    (PYTHONPATH's), then the environment's package folders, then its base installation's when a
    venv sees them. None when it cannot be told: no such environment, a plain interpreter whose
    folders only running it would tell (except hflint's own), no torch, or a version.py that does
    not say plainly which CUDA it was built for."""
    given = _absolute(Path(os.path.expanduser(os.fspath(python))), workspace)
    if is_dir(given):
        root: Path | None = given
    elif os.path.lexists(given):
        root = _env_root(given)
    else:
        return None
    dirs: list[Path] = [_absolute(Path(os.fspath(f)), workspace) for f in first]
    if root is not None:
        cfg = _pyvenv_cfg(root)
        version = cfg.get("version") or cfg.get("version_info")
        dirs += _layout_dirs(root, version)
        if cfg.get("include-system-site-packages", "").lower() == "true" and cfg.get("home"):
            dirs += _layout_dirs(_home_prefix(Path(cfg["home"])), version)
    elif _is_self(given):
        probe = own_probe()
        dirs += [Path(d) for d in ([probe.user_site] if probe.user_site else []) + list(probe.site)]
    else:
        return None
    label = _label(root if root is not None else given, workspace)
    for folder in dict.fromkeys(dirs):
        if not is_dir(folder / "torch"):
            continue
        # (the first folder that holds a torch package is the one `import torch` finds)
        found = _torch_version_file(folder / "torch" / "version.py")
        if found is None or not _has_dist(folder, "torch"):
            return None
        return TorchBuild(found[0], found[1], found[2], label, folder / "torch" / "version.py")
    return None


_TORCH_FIELD_RE = re.compile(
    r"^(?P<name>__version__|cuda|hip)\s*(?::\s*[\w\[\].]+\s*)?=\s*(?:(?P<none>None)|'(?P<sq>[^'\n]*)'|\"(?P<dq>[^\"\n]*)\")\s*$",
    re.MULTILINE,
)


def _torch_version_file(path: Path) -> tuple[str, str | None, str | None] | None:
    """(version, cuda, hip) as torch/version.py writes them (`cuda: Optional[str] = None`,
    `cuda = '12.1'`); None when the file is missing or does not write all three plainly, once
    each. Cached by the file's stamp."""
    st = stamp(path)
    if st is None:
        return None
    key = (str(path), st.mtime_ns, st.size, 0)
    with _lock:
        if key in _torch_cache:
            return _torch_cache[key]
    text, _ = read_text(path, limit=65536)
    result: tuple[str, str | None, str | None] | None = None
    if text is not None:
        fields: dict[str, list[str | None]] = {}
        for m in _TORCH_FIELD_RE.finditer(text):
            value = None if m.group("none") else (m.group("sq") if m.group("sq") is not None else m.group("dq"))
            fields.setdefault(m.group("name"), []).append(value)
        if all(len(fields.get(n, [])) == 1 for n in ("__version__", "cuda", "hip")):
            version, cuda, hip = fields["__version__"][0], fields["cuda"][0], fields["hip"][0]
            if version and cuda != "" and hip != "":
                result = (version, cuda, hip)
    with _lock:
        _torch_cache[key] = result
    return result


def _has_dist(folder: Path, name: str) -> bool:
    """Whether `folder` holds the installed metadata of distribution `name` (a dist-info or egg-info)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return False
    for entry in names:
        m = _DIST_RE.match(entry)
        if m is not None and canonicalize_name(m.group("name")) == name:
            return True
    return False
