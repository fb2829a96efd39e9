"""Where `hflint check` spends its CPU on each project of the benchmark corpus, in one process.

For each project, `hflint check TREE --jobs 1 --no-cache --format json` runs in this process
with timers around the stages of the analysis, each counted without the stages it calls
(an imported module walked during a function's walk is the imported module's time):

- screen: reading every file and the text prefilter (checkrun);
- parse: parsing the analysed documents in full (`parse_source`; a syntax error anywhere must
  be reported, so no body is left out);
- imported modules: the workspace modules they import, parsed in outline and walked;
- module walk: the analysed documents' top-level statements;
- uncalled-function walks: their functions and methods that hold a trigger call, each walked
  once with unknown parameters (`Interpreter._analyse_uncalled`), without the next row;
- class prototypes: building `self` for those methods (their class's `__init__` walked with
  unknown arguments, once per method walked: `Interpreter._prototype`);
- rules, chains: the rules on the observed calls, and the chains of fixes (engine);
- other: the rest (discovery, settings, catalog, output, imports of hflint's own modules).

Then, as floors: `ast.parse` of the analysed documents alone (what any analysis that
reports their syntax errors with CPython's parser pays; the collector paused, as in an
analysis), and the CPU of one
`ruff check --select E9 --no-cache TREE` (its own process). The figures are CPU seconds
(`time.process_time`) of one run each: not medians, for the split only
(projects.py gives the side-by-side timings).

    python benchmarks/walk_split.py [--only trl,peft]
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import gc
import io
import os
import resource
import subprocess
import sys
import time
import warnings

sys.dont_write_bytecode = False  # (hflint's own modules from a bytecode cache, as installed)
sys.pycache_prefix = "/tmp/hflint-bench-pycache"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import machine_note, table  # noqa: E402

STAGES = (
    "screen",
    "parse",
    "imported modules",
    "module walk",
    "uncalled-function walks",
    "class prototypes",
    "rules",
    "chains",
)


class Split:
    """Exclusive CPU time per stage: a stage's time leaves out the stages entered inside it."""

    def __init__(self) -> None:
        self.own = dict.fromkeys(STAGES, 0.0)
        self.count = dict.fromkeys(STAGES, 0)
        self._stack: list[list] = []  # [stage, start, time of stages inside]

    def wrap(self, owner, name: str, stage: str, when=None) -> None:
        inner = getattr(owner, name)
        split = self

        def timed(*args, **kwargs):
            if when is not None and not when(*args):
                return inner(*args, **kwargs)
            split._stack.append([stage, time.process_time(), 0.0])
            try:
                return inner(*args, **kwargs)
            finally:
                stage_, start, nested = split._stack.pop()
                took = time.process_time() - start
                split.own[stage_] += took - nested
                split.count[stage_] += 1
                if split._stack:
                    split._stack[-1][2] += took

        setattr(owner, name, timed)


def instrument() -> tuple[Split, list[str]]:
    from hflint import checkrun
    from hflint.core import engine, flow, workspace

    split = Split()
    documents: list[str] = []
    parse = engine.parse_source

    def parse_document(source, *args, **kwargs):
        documents.append(source)
        return parse(source, *args, **kwargs)

    engine.parse_source = parse_document
    split.wrap(checkrun._Run, "_screen", "screen")
    split.wrap(engine, "parse_source", "parse")
    split.wrap(workspace.ModuleResolver, "_walk", "imported modules")
    document = lambda interp, *_: interp.import_depth == 0  # noqa: E731
    split.wrap(flow.Interpreter, "_exec_module_body", "module walk", document)
    split.wrap(flow.Interpreter, "_analyse_uncalled", "uncalled-function walks", document)
    split.wrap(flow.Interpreter, "_prototype", "class prototypes", document)
    split.wrap(engine, "run_rules", "rules")
    split.wrap(engine, "_follow_chains", "chains")
    return split, documents


def ruff_cpu(tree: str) -> float:
    ruff = os.path.join(os.path.dirname(sys.executable), "ruff")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([ruff, "check", "--select", "E9", "--no-cache", "--exit-zero", tree], capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", default="trl,peft,optimum-habana,diffusers", help="comma-separated projects")
    args = ap.parse_args(argv)
    import corpus

    trees = corpus.trees()
    print(machine_note())
    rows = []
    for name in args.only.split(","):
        tree = str(trees / name)
        # Each project in a fresh process: the caches of one run are not the next one's.
        out = subprocess.run([sys.executable, __file__, "--one", tree], capture_output=True, text=True, check=False)
        if out.returncode != 0:
            print(out.stderr, file=sys.stderr)
            return 1
        figures = [float(x) for x in out.stdout.split()]
        total, parse_floor, documents, *stages = figures
        rows.append(
            [name, int(documents), f"{total:.2f}"]
            + [f"{s:.2f}" for s in stages]
            + [f"{parse_floor:.2f}", f"{ruff_cpu(tree):.2f}"]
        )
    print(table(["project", "analysed", "hflint CPU", *STAGES, "other", "ast.parse alone", "ruff CPU"], rows))
    return 0


def one(tree: str) -> None:
    from hflint import cli

    split, documents = instrument()
    start = time.process_time()
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        cli.main(["check", tree, "--jobs", "1", "--no-cache", "--format", "json"])
    total = time.process_time() - start
    if "internal error" in err.getvalue().lower():
        # (a stage's timer that broke the analysis would show as a cheap run)
        sys.stderr.write(err.getvalue())
        raise SystemExit(1)
    warnings.simplefilter("ignore")
    gc.disable()  # (as during an analysis: engine.collector_paused)
    start = time.process_time()
    for text in documents:
        ast.parse(text)
    floor = time.process_time() - start
    stages = [split.own[s] for s in STAGES]
    print(total, floor, len(documents), *stages, total - sum(stages))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        one(sys.argv[2])
        raise SystemExit(0)
    raise SystemExit(main())
