"""Shared by the benchmarks: statistics, tables, machine notes and peak memory of a process tree."""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median(xs: Sequence[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def p95(xs: Sequence[float]) -> float:
    """Nearest-rank 95th percentile (the value 95 % of the samples do not exceed)."""
    if not xs:
        return float("nan")
    ordered = sorted(xs)
    rank = max(1, -(-95 * len(ordered) // 100))
    return ordered[rank - 1]


def ms(seconds: float) -> str:
    if seconds != seconds:  # NaN
        return "n/a"
    value = seconds * 1000
    return f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"


def secs(seconds: float) -> str:
    return f"{seconds:.2f} s"


def mib(kib: float | None) -> str:
    return "n/a" if kib is None else f"{kib / 1024:.0f} MiB"


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A GitHub-flavoured Markdown table (readable as plain text too)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in cells]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def met(value: float, target: float) -> str:
    return "met" if value <= target else "NOT met"


def machine_note() -> str:
    """Cores, load and versions: the figures only mean something next to these."""
    load = os.getloadavg()
    import platform

    return (
        f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at start; "
        f"Python {platform.python_version()} ({sys.executable}); {platform.platform()}"
    )


def hflint_version() -> str:
    """The version, the commit and whether the analysed code has uncommitted changes."""
    try:
        from hflint import __version__
    except ImportError:  # pragma: no cover
        return "not importable"
    try:
        head = subprocess.run(
            ["git", "-C", REPO, "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=10
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", REPO, "status", "--porcelain", "--", "server"], capture_output=True, text=True, timeout=10
        ).stdout.splitlines()
    except (OSError, subprocess.SubprocessError):
        return __version__
    if not head:
        return __version__
    return f"{__version__} at {head}" + (f" + uncommitted changes to {len(dirty)} file(s) in server/" if dirty else "")


# ---------------------------------------------------------------- child processes

PYCACHE = os.path.join(os.environ.get("TMPDIR", "/tmp"), "hflint-bench-pycache")


def child_env(bytecode_cache: bool = True) -> dict[str, str]:
    """The environment of the measured processes.

    With `bytecode_cache`, compiled modules are written to and read from a folder of the
    benchmark's own (PYTHONPYCACHEPREFIX), as they would be from __pycache__ after a wheel
    install; without it, the caller's environment as is (where PYTHONDONTWRITEBYTECODE=1 and
    an editable install, every start compiles hflint's modules from source).
    """
    env = dict(os.environ)
    if bytecode_cache:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = PYCACHE
    return env


def bytecode_note(bytecode_cache: bool) -> str:
    if bytecode_cache:
        return f"bytecode cached in {PYCACHE} (PYTHONPYCACHEPREFIX), as after a wheel install"
    state = os.environ.get("PYTHONDONTWRITEBYTECODE")
    return f"no bytecode cache set up by the benchmark (PYTHONDONTWRITEBYTECODE={state!r} in this environment)"


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds a live process has used so far (clock-tick resolution)."""
    with open(f"/proc/{pid}/stat", "rb") as fh:
        raw = fh.read()
    fields = raw[raw.rfind(b")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------- memory of a process tree


def _ppid_map() -> dict[int, int]:
    out: dict[int, int] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                raw = fh.read()
        except OSError:
            continue
        # The command name may hold spaces and parentheses: the fields start after the last ')'.
        fields = raw[raw.rfind(b")") + 2 :].split()
        out[int(name)] = int(fields[1])
    return out


def descendants(root: int) -> list[int]:
    parents = _ppid_map()
    children: dict[int, list[int]] = {}
    for pid, ppid in parents.items():
        children.setdefault(ppid, []).append(pid)
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, ()))
    return found


def status_kib(pid: int, field: str) -> int | None:
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def pss_kib(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as fh:
            for line in fh:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


class TreeMemory:
    """Samples a process and all its descendants every `interval` seconds: peak summed RSS and PSS.

    Summed RSS counts the pages forked workers share with their parent once per process; PSS
    splits each shared page between its sharers, so summed PSS is the memory the tree really
    holds. Both are peaks of samples: a spike shorter than the interval can be missed.
    """

    def __init__(self, pid: int, interval: float = 0.05, rescan: int = 5) -> None:
        self.pid = pid
        self.interval = interval
        self.rescan = rescan  # walk all of /proc for new children every `rescan` samples (it costs CPU)
        self.peak_rss = 0
        self.peak_pss = 0
        self.peak_procs = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> TreeMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        pids: list[int] = []
        n = 0
        while not self._stop.is_set():
            if n % self.rescan == 0:
                pids = descendants(self.pid)
            n += 1
            rss = sum(status_kib(p, "VmRSS") or 0 for p in pids)
            pss = sum(pss_kib(p) or 0 for p in pids)
            self.peak_rss = max(self.peak_rss, rss)
            self.peak_pss = max(self.peak_pss, pss)
            self.peak_procs = max(self.peak_procs, len(pids))
            self._stop.wait(self.interval)


class _NoSamples:
    peak_rss = peak_pss = peak_procs = 0


_NO_SAMPLES = _NoSamples()


@dataclass(frozen=True, slots=True)
class Run:
    wall: float
    returncode: int
    stdout: bytes
    stderr: bytes
    peak_rss_kib: int  # summed over the tree (sampled)
    peak_pss_kib: int  # summed over the tree (sampled)
    maxrss_kib: int  # the largest single process (getrusage of the waited-for tree)
    procs: int
    cpu: float = 0.0  # user + system seconds of the process and the children it waited for
    timed_out: bool = False


def run_measured(
    cmd: Sequence[str],
    cwd: str | None = None,
    env: dict[str, str] | None = None,
    timeout: float | None = None,
    sample_memory: bool = True,
) -> Run:
    """Run a command to completion: wall time, exit code, output and peak memory of its process tree.

    On timeout the whole process group is killed and the run comes back with `timed_out` set.
    `sample_memory=False`: no sampling of /proc while it runs (the tree's peaks come back 0; the
    largest process's, from wait4, is there all the same). Sampling reads every process's
    smaps_rollup each 50 ms, kernel time taken from the cores the command runs on.
    """
    import signal

    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    expired = threading.Event()

    def kill() -> None:
        expired.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    timer = threading.Timer(timeout, kill) if timeout else None
    if timer is not None:
        timer.start()
    with TreeMemory(proc.pid) if sample_memory else contextlib.nullcontext(_NO_SAMPLES) as mem:
        # Read the pipes on threads so that a chatty child never blocks on a full pipe.
        chunks: dict[str, bytes] = {}

        def drain(name: str, stream) -> None:
            chunks[name] = stream.read()

        readers = [
            threading.Thread(target=drain, args=("out", proc.stdout)),
            threading.Thread(target=drain, args=("err", proc.stderr)),
        ]
        for t in readers:
            t.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        if timer is not None:
            timer.cancel()
        if expired.is_set():
            # Forked workers may outlive their killed parent for a moment: the group goes too.
            kill()
        for t in readers:
            t.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return Run(
        wall,
        proc.returncode,
        chunks.get("out", b""),
        chunks.get("err", b""),
        mem.peak_rss,
        mem.peak_pss,
        usage.ru_maxrss,
        mem.peak_procs,
        usage.ru_utime + usage.ru_stime,
        expired.is_set(),
    )
