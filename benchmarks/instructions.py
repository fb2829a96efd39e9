"""Instructions of one in-process analysis of a generated script, for source trees side by side.

Wall and CPU times on a shared machine move by 10-20 % from run to run; instruction counts do
not. For each tree (a folder holding `server/` and `catalog/`, e.g. `git archive REF server
catalog | tar -x -C DIR`; `.` is this one), Python runs `analyze()` on `_gen.script(LINES)`
once and three times under `valgrind --tool=callgrind`; half the difference is one analysis
(the imports, the catalog's load and the first analysis's warm-up cancel out). Prints the
figure per tree and its ratio to the first tree.

`--check script` runs `hflint check`'s per-file path (checkrun.check_data) instead, on the
script with a PEP 723 block pinning transformers first; `--check notebook` on a notebook made
of it (a `!pip install` cell pinning transformers, then a cell per top-level block): what a
file's own pin costs (filepins.py) besides the analysis. The pin names the newest release, the
one a run without it assumes, so every tree analyses the same.

    python benchmarks/instructions.py [--lines 2000] [--check script|notebook] TREE [TREE ...]
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


CHILD_CHECK = """
import json, re, sys
sys.path.insert(0, {bench!r})
import _gen
from hflint.catalog import default_catalog
from hflint.checkrun import CheckOptions, check_data
from hflint.core.settings import Settings
from hflint.versions import assume_release
src = _gen.script({lines})
catalog = default_catalog()
newest = catalog.newest_release()
if {kind!r} == "script":
    shown = "gen.py"
    head = "# /// script\\n# dependencies = [\\n#     \\"transformers==" + newest + "\\",\\n"
    data = (head + "#     \\"torch\\",\\n# ]\\n# ///\\n" + src).encode()
else:
    shown = "gen.ipynb"
    cells = ["!pip install -q transformers==" + newest + " accelerate\\n"] + re.split(r"\\n\\n(?=\\S)", src)
    made = [{{"cell_type": "code", "source": c, "metadata": {{}}, "outputs": [], "execution_count": None}} for c in cells]
    meta = {{"language_info": {{"name": "python"}}}}
    data = json.dumps({{"cells": made, "metadata": meta, "nbformat": 4, "nbformat_minor": 5}}).encode()
opts = CheckOptions(Settings(), assume_release(catalog))
for _ in range(int(sys.argv[1])):
    outcome = check_data(data, shown, opts, catalog)
print(len(outcome.report.findings))
"""


def collected(tree: Path, runs: int, lines: int, check: str | None = None) -> tuple[int, str]:
    env = dict(os.environ, PYTHONPATH=str(tree / "server"))
    proc = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            "-c",
            CHILD.format(bench=str(HERE), lines=lines)
            if check is None
            else CHILD_CHECK.format(bench=str(HERE), lines=lines, kind=check),
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
    ap.add_argument("--check", choices=("script", "notebook"), help="measure checkrun.check_data on a pinned file")
    ap.add_argument("trees", nargs="+", type=Path)
    args = ap.parse_args(argv)
    first = None
    for tree in args.trees:
        once, findings = collected(tree.resolve(), 1, args.lines, args.check)
        thrice, _ = collected(tree.resolve(), 3, args.lines, args.check)
        per = (thrice - once) / 2
        first = first or per
        print(f"{tree}: {per / 1e9:.4f} G instructions per analysis ({findings} findings), {per / first:.3f}x the first")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
