"""Top functions of a profile by inclusive (cumulative) and own share: py-spy raw output or a cProfile file.

    python benchmarks/profile_summary.py cli.txt            # py-spy record --format raw (collapsed stacks)
    python benchmarks/profile_summary.py server.prof        # python -m cProfile -o server.prof ...
    python benchmarks/profile_summary.py cli.txt --top 30 --match hflint

For collapsed stacks a function counts once per sample however deep it recurses, so its
inclusive share is the fraction of samples in which it is on the stack at all.
"""

from __future__ import annotations

import argparse
import os
import pstats
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import table  # noqa: E402

# py-spy frames read "function (path/to/file.py:LINE)"; the line varies per sample, the function does not.
_FRAME = re.compile(r"^(?P<func>.*?) \((?P<file>[^()]*?)(?::\d+)?\)$")


def _name(frame: str) -> str:
    m = _FRAME.match(frame.strip())
    if not m:
        return frame.strip()
    path = m.group("file")
    short = "/".join(path.split("/")[-2:]) if "/" in path else path
    return f"{m.group('func')} ({short})"


def collapsed(path: str) -> tuple[int, Counter, Counter]:
    total = 0
    inclusive: Counter = Counter()
    own: Counter = Counter()
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, count = line.rpartition(" ")
            try:
                n = int(count)
            except ValueError:
                continue
            frames = [_name(f) for f in stack.split(";") if f]
            # The first frame of a py-spy stack names the process (or thread): not a function.
            frames = [f for f in frames if not f.startswith(("process ", "thread "))]
            if not frames:
                continue
            total += n
            for f in set(frames):
                inclusive[f] += n
            own[frames[-1]] += n
    return total, inclusive, own


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("profile")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--match", default=None, help="only functions whose name or file contains this")
    args = ap.parse_args()

    if args.profile.endswith((".prof", ".pstats")):
        stats = pstats.Stats(args.profile)
        total = max(v[3] for v in stats.stats.values())  # the outermost cumulative time
        rows = []
        for (file, line, func), (_, ncalls, tottime, cumtime, _) in stats.stats.items():
            name = f"{func} ({'/'.join(file.split('/')[-2:])}:{line})"
            if args.match and args.match not in name:
                continue
            rows.append((cumtime, tottime, ncalls, name))
        rows.sort(reverse=True)
        print(f"{args.profile}: {total:.2f} s in the outermost call")
        print(
            table(
                ["cumulative", "cum %", "own", "own %", "calls", "function"],
                [
                    [f"{c:.2f} s", f"{100 * c / total:.1f} %", f"{t:.2f} s", f"{100 * t / total:.1f} %", n, name]
                    for c, t, n, name in rows[: args.top]
                ],
            )
        )
        return 0

    total, inclusive, own = collapsed(args.profile)
    if not total:
        print("no samples")
        return 1
    names = [f for f, _ in inclusive.most_common() if not args.match or args.match in f]
    print(f"{args.profile}: {total} samples")
    print(
        table(
            ["inclusive %", "own %", "function"],
            [[f"{100 * inclusive[f] / total:.1f} %", f"{100 * own[f] / total:.1f} %", f] for f in names[: args.top]],
        )
    )
    print()
    print("by own share:")
    names = [f for f, _ in own.most_common() if not args.match or args.match in f]
    print(
        table(
            ["own %", "inclusive %", "function"],
            [[f"{100 * own[f] / total:.1f} %", f"{100 * inclusive[f] / total:.1f} %", f] for f in names[: args.top]],
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
