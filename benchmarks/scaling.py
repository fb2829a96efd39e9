"""How analysis time grows: against file size (lines), against the number of generate calls, and
against the number of calls with a misspelt keyword (HF146's check, which reads the whole text).

In-process (`hflint.core.engine.analyze` on a generated module, one core, no workspace),
median of several runs per point. For each step the table shows the CPU-time ratio next to
the size ratio and the local exponent log(t2/t1) / log(n2/n1): 1.0 is linear, 2.0 quadratic.
Parsing (`parse_source`, the ast.parse floor) is timed separately. Nothing here asserts on time.

    python benchmarks/scaling.py [--max-lines 65536] [--max-calls 2560]
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import _gen  # noqa: E402
from _common import hflint_version, machine_note, median, ms, table  # noqa: E402


def timed(fn, runs: int, budget: float) -> tuple[float, float, int]:
    """Medians of wall and CPU time over `runs` calls; fewer (at least 2) once they pass `budget` seconds.

    CPU time (time.process_time) is what the analysis costs; wall time adds whatever the
    machine's other processes take from this one, so the exponents are computed on CPU time.
    """
    walls, cpus = [], []
    spent = 0.0
    for k in range(runs):
        gc.collect()
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        walls.append(wall)
        cpus.append(cpu)
        spent += wall
        if spent > budget and k >= 1:
            break
    return median(walls), median(cpus), len(walls)


def series(
    label: str, points: list[tuple[int, str, int]], path: str, runs: int, budget: float, stop_after: float
) -> list[list[object]]:
    from hflint.core.engine import Settings, analyze
    from hflint.core.source import parse_source

    settings = Settings(transformers_version="5.23.0")
    analyze(points[0][1], path, settings)  # imports, catalog, first-call caches out of the figures
    rows: list[list[object]] = []
    prev: tuple[int, float] | None = None
    for n, text, expected in points:
        lines = text.count("\n")
        c0 = time.process_time()
        found = len(analyze(text, path, settings).findings)
        # Fewer findings than the generator planted: the walk stopped early (a step budget), so
        # the time no longer covers the whole file.
        findings = f"{found} / {expected}" + ("" if found == expected else " (INCOMPLETE)")
        if time.process_time() - c0 > stop_after:
            rows.append(
                [
                    f"{n:,}",
                    f"{lines:,}",
                    findings,
                    f"stopped: one run took more than {stop_after:.0f} s CPU",
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                ]
            )
            print(f"  {label} {n}: over {stop_after:.0f} s, series stopped", flush=True)
            break
        wall, cpu, k = timed(lambda text=text: analyze(text, path, settings), runs, budget)
        _, parse_cpu, _ = timed(lambda text=text: parse_source(text), runs, budget / 4)
        if prev is None:
            ratio = size_ratio = exponent = "—"
        else:
            r, s = cpu / prev[1], n / prev[0]
            ratio, size_ratio, exponent = f"{r:.2f}", f"{s:.0f}", f"{math.log(r) / math.log(s):.2f}"
        per = f"{1e3 * cpu / n:.2f} ms" if label == "calls" else f"{1e3 * cpu / (lines / 1000):.1f} ms"
        rows.append(
            [
                f"{n:,}",
                f"{lines:,}",
                findings,
                ms(cpu),
                ms(wall),
                k,
                ms(parse_cpu),
                f"{100 * parse_cpu / cpu:.0f} %",
                f"{1e6 * cpu / lines:.0f} µs",
                per,
                ratio,
                size_ratio,
                exponent,
            ]
        )
        print(f"  {label} {n}: cpu {ms(cpu)}, wall {ms(wall)}", flush=True)
        prev = (n, cpu)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--max-lines", type=int, default=65536)
    ap.add_argument("--max-calls", type=int, default=2560)
    ap.add_argument("--runs", type=int, default=5, help="runs per point (fewer for slow points)")
    ap.add_argument("--budget", type=float, default=10, help="seconds per point after which runs stop (≥ 2 runs)")
    ap.add_argument(
        "--stop-after",
        type=float,
        default=30,
        help="a series stops at the first point whose first run takes longer (CPU seconds)",
    )
    args = ap.parse_args()
    print(f"hflint {hflint_version()}; {machine_note()}")

    sizes = []
    n = 1024
    while n <= args.max_lines:
        sizes.append(n)
        n *= 2
    calls = []
    n = 10
    while n <= args.max_calls:
        calls.append(n)
        n *= 2

    with tempfile.TemporaryDirectory(prefix="hflint-scaling-") as tmp:
        path = str(Path(tmp) / "generated.py")
        print(
            "file size (blocks of ~51 lines: helper loader, assisted call with use_cache=False, kwargs in "
            "branches, GenerationConfig copy, export wrappers, a class whose method generates, plain code)"
        )
        points = [(s, t, _gen.expected_findings(t)) for s, t in ((s, _gen.script(s)) for s in sizes)]
        by_size = series("lines", points, path, args.runs, args.budget, args.stop_after)
        print(
            "number of calls (one loaded model pair; generate / kwargs generate / prompt lookup / export wrapper "
            "in turn, one line each)"
        )
        points = [(c, _gen.script_with_calls(c), _gen.expected_call_findings(c)) for c in calls]
        by_calls = series("calls", points, path, args.runs, args.budget, args.stop_after)
        print("number of calls with a misspelt generate keyword (HF146), each in a function of 40 plain lines")
        points = [(c, _gen.script_with_typos(c), c) for c in calls]
        by_typos = series("calls", points, path, args.runs, args.budget, args.stop_after)

    def head(first: str, per: str) -> list[str]:
        return [
            first,
            "lines",
            "findings / planted",
            "analyze CPU (median)",
            "wall (median)",
            "runs",
            "parse only (CPU)",
            "parse share",
            "CPU per line",
            per,
            "CPU ratio",
            "size ratio",
            "exponent",
        ]

    print()
    print("Against file size (exponent 1.0 = linear; INCOMPLETE: the walk stopped before the end of the file):")
    print(table(head("target lines", "per 1k lines"), by_size))
    print()
    print("Against the number of calls:")
    print(table(head("calls", "per call"), by_calls))
    print()
    print("Against the number of calls with a misspelt keyword:")
    print(table(head("calls", "per call"), by_typos))
    print(f"\nload average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
