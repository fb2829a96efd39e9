"""The start of `hflint check` on a folder with nothing to check, next to the interpreter's own start.

Fresh processes, alternating (`hflint check EMPTY`, `python -c pass`), N times each (default 21);
CPU is user + system from getrusage of the children, wall from the parent's clock. Issue 20's
target: an empty folder in at most 50 ms, as installed by pip (bytecode compiled: run once
before measuring, or `python -m compileall` the package). `--importtime` also prints the
slowest imports of one run (`python -X importtime`).

    python benchmarks/startup.py [--runs 21] [--importtime]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import machine_note, median  # noqa: E402

TARGET_MS = 50.0


def _run(cmd: list[str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--importtime", action="store_true")
    args = ap.parse_args(argv)
    print(machine_note())
    with tempfile.TemporaryDirectory(prefix="hflint-empty-") as empty:
        commands = {
            "hflint check <empty folder>": [sys.executable, "-m", "hflint", "check", empty],
            "python -c pass": [sys.executable, "-c", "pass"],
        }
        _run(commands["hflint check <empty folder>"])  # (bytecode written, files in the page cache)
        got: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, cmd in commands.items():
                got[name].append(_run(cmd))
        for name, rows in got.items():
            cpu = [r[0] * 1000 for r in rows]
            wall = [r[1] * 1000 for r in rows]
            print(
                f"{name}: CPU median {median(cpu):.1f} ms (min {min(cpu):.1f}), wall median {median(wall):.1f} ms "
                f"(min {min(wall):.1f}); {args.runs} runs"
            )
        cpu_med = median([r[0] * 1000 for r in got["hflint check <empty folder>"]])
        print(f"target (issue 20): ≤ {TARGET_MS:.0f} ms: {'met' if cpu_med <= TARGET_MS else 'NOT met'} (CPU median)")
        print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        if args.importtime:
            proc = subprocess.run(
                [sys.executable, "-X", "importtime", "-m", "hflint", "check", empty], capture_output=True, text=True, check=False
            )
            rows = []
            for line in proc.stderr.splitlines():
                if line.startswith("import time:") and "|" in line and "cumulative" not in line:
                    own, cumulative, name = line.split("|", 2)
                    rows.append((int(cumulative), int(own.split(":")[1]), name.rstrip()))
            for cumulative, own, name in sorted(rows, reverse=True)[:15]:
                print(f"  {cumulative / 1000:7.1f} ms cumulative {own / 1000:7.1f} ms own  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
