"""Instructions of one in-process analysis of a generated script, for source trees side by side.

Wall and CPU times on a shared machine move by 10-20 % from run to run; instruction counts do
not. For each tree (a folder holding `server/` and `catalog/`, e.g. `git archive REF server
catalog | tar -x -C DIR`; `.` is this one), Python runs `analyze()` on `_gen.script(LINES)`
once and three times under `valgrind --tool=callgrind`; half the difference is one analysis
(the imports, the catalog's load and the first analysis's warm-up cancel out). Prints the
figure per tree and its ratio to the first tree.

    python benchmarks/instructions.py [--lines 2000] TREE [TREE ...]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = """
import sys
sys.path.insert(0, {bench!r})
import _gen
from hflint.catalog import default_catalog
from hflint.core.engine import analyze
from hflint.core.settings import Settings
src = _gen.script({lines})
catalog = default_catalog()
settings = Settings(transformers_version="5.23.0")
for _ in range(int(sys.argv[1])):
    result = analyze(src, "gen.py", settings, catalog)
print(len(result.findings))
"""


def collected(tree: Path, runs: int, lines: int) -> tuple[int, str]:
    env = dict(os.environ, PYTHONPATH=str(tree / "server"))
    proc = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            CHILD.format(bench=str(HERE), lines=lines),
            str(runs),
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind for {tree}:\n{proc.stderr[-2000:]}")
    return int(found.group(1)), proc.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("trees", nargs="+", type=Path)
    args = ap.parse_args(argv)
    first = None
    for tree in args.trees:
        once, findings = collected(tree.resolve(), 1, args.lines)
        thrice, _ = collected(tree.resolve(), 3, args.lines)
        per = (thrice - once) / 2
        first = first or per
        print(f"{tree}: {per / 1e9:.4f} G instructions per analysis ({findings} findings), {per / first:.3f}x the first")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
