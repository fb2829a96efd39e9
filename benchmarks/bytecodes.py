"""Bytecodes executed per function in one in-process analysis of a generated script, for source trees side by side.

instructions.py says how much one analysis costs; this says where, function by function, and
takes seconds instead of minutes. For each tree (a folder holding `server/` and `catalog/`, as
for instructions.py; `.` is this one) a child process analyses `_gen.script(LINES)` once (the
imports, the catalog's load and the first analysis's caches stay out), then once more under
`sys.settrace` with opcode events, counting each function's own bytecodes and its inclusive
ones (what it and everything it calls executed). Bytecodes leave out the work done in C
(parsing, regular expressions, dict and set operations), so they follow instructions only
roughly: on `_gen.script(2000)` one bytecode cut was 50 to 130 instructions cut.

Prints each tree's total and its ratio to the first, then the functions whose inclusive (or,
with --own, own) count grew most from the first tree to the last.

    python benchmarks/bytecodes.py [--lines 2000] [--own] [--top 40] TREE [TREE ...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import collections, json, os, sys
sys.path.insert(0, {bench!r})
import _gen
from hflint.catalog import default_catalog
from hflint.core.engine import analyze
from hflint.core.settings import Settings
src = _gen.script({lines})
catalog = default_catalog()
settings = Settings(transformers_version="5.23.0")
analyze(src, "gen.py", settings, catalog)
own, incl, calls = collections.Counter(), collections.Counter(), collections.Counter()
total = 0
stack = []  # (function, bytecodes executed when it was entered)
depth = collections.Counter()  # (a recursive function's inclusive count is taken at its outermost frame)

def name(code):
    folder = os.path.basename(os.path.dirname(code.co_filename))
    return folder + "/" + os.path.basename(code.co_filename) + ":" + code.co_name

def local(frame, event, arg):
    global total
    if event == "opcode":
        total += 1
        own[stack[-1][0]] += 1
    elif event == "return":
        key, start = stack.pop()
        depth[key] -= 1
        if not depth[key]:
            incl[key] += total - start
    return local

def call(frame, event, arg):
    if event == "call":
        key = name(frame.f_code)
        stack.append((key, total))
        depth[key] += 1
        calls[key] += 1
        frame.f_trace_opcodes = True
        return local
    return None

sys.settrace(call)
result = analyze(src, "gen.py", settings, catalog)
sys.settrace(None)
json.dump(dict(total=total, own=own, incl=incl, calls=calls, findings=len(result.findings)), sys.stdout)
"""


def counted(tree: Path, lines: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree / "server"))
    proc = subprocess.run(
        [sys.executable, "-c", CHILD.format(bench=str(HERE), lines=lines)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return json.loads(proc.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--own", action="store_true", help="rank functions by their own bytecodes, not inclusive ones")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("trees", nargs="+", type=Path)
    args = ap.parse_args(argv)
    runs = [(tree, counted(tree.resolve(), args.lines)) for tree in args.trees]
    first = runs[0][1]
    for tree, run in runs:
        ratio = run["total"] / first["total"]
        print(f"{tree}: {run['total']:,} bytecodes per analysis ({run['findings']} findings), {ratio:.3f}x the first")
    if len(runs) < 2:
        return 0
    last = runs[-1][1]
    kind = "own" if args.own else "incl"
    keys = set(first[kind]) | set(last[kind])
    print(f"\n{kind} bytecodes, first tree -> last (calls), by growth:")
    for key in sorted(keys, key=lambda k: first[kind].get(k, 0) - last[kind].get(k, 0))[: args.top]:
        a, b = first[kind].get(key, 0), last[kind].get(key, 0)
        print(f"{b - a:+10,} {a:>10,} -> {b:>10,}  ({first['calls'].get(key, 0)} -> {last['calls'].get(key, 0)})  {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
