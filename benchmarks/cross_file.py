"""The cost of cross-file inference on a 500-file workspace.

The workspace (generated) has pkg/loading_G.py (model loaders), pkg/config_G.py
(GenerationConfig objects, kwargs dicts, checkpoint names), pkg/__init__.py re-exporting
the loaders, and scripts that import all three ways (`from pkg import load_models_G`,
`from pkg.config_G import GEN_CONFIG`, `from pkg.loading_G import load_for_export`).
One script's diagnostics are timed:
- in-process with `analyze(text, path, Settings(workspace=root))`: the file alone (no
  workspace), cold (module and checkpoint caches cleared before each run) and warm;
  a sweep of every script cold then warm; and the first analysis in a fresh process;
- through the server (`python -m hflint server`, debounce 0, the other files on disk):
  didOpen → diagnostics in a fresh server (cold), didChange → diagnostics (warm), and an
  edit to the open helper module → the importing script's diagnostics published again.
Nothing here asserts on time.

    python benchmarks/cross_file.py
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import _gen  # noqa: E402
from _common import (  # noqa: E402
    bytecode_note,
    child_env,
    hflint_version,
    machine_note,
    median,
    ms,
    p95,
    table,
)
from _lspclient import LspClient  # noqa: E402

VERSION = "5.23.0"
OPTIONS = {"transformersVersion": VERSION, "debounceMs": 0}

FRESH_PROCESS = r"""
import json, sys, time
t0 = time.perf_counter(); c0 = time.process_time()
from hflint.core.engine import Settings, analyze
t1 = time.perf_counter(); c1 = time.process_time()
path, root, version = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(path, encoding="utf-8").read()
settings = Settings(transformers_version=version, workspace=root)
first = analyze(text, path, settings)
t2 = time.perf_counter(); c2 = time.process_time()
analyze(text, path, settings)
t3 = time.perf_counter(); c3 = time.process_time()
print(json.dumps({"import": [t1 - t0, c1 - c0], "first": [t2 - t1, c2 - c1], "second": [t3 - t2, c3 - c2],
                  "findings": len(first.findings), "modules": len(first.dependencies)}))
"""


def clock(fn):
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn()
    return time.perf_counter() - w0, time.process_time() - c0, out


def in_process(root: Path, target: Path, scripts: list[Path], runs: int) -> dict:
    from hflint.core import checkpoints
    from hflint.core.engine import Settings, analyze
    from hflint.core.workspace import ModuleResolver

    def clear() -> None:
        ModuleResolver.clear_cache()
        checkpoints.clear_cache()

    text = target.read_text()
    alone = Settings(transformers_version=VERSION)
    across = Settings(transformers_version=VERSION, workspace=str(root))
    analyze(text, str(target), alone)  # imports and the catalog out of the figures
    out: dict = {}

    def series(settings: Settings, cold: bool) -> tuple[list[float], list[float], object]:
        walls, cpus, result = [], [], None
        for _ in range(runs):
            if cold:
                clear()
            w, c, result = clock(lambda: analyze(text, str(target), settings))
            walls.append(w)
            cpus.append(c)
        return walls, cpus, result

    clear()
    out["alone"] = series(alone, cold=False)
    out["cold"] = series(across, cold=True)
    clear()
    analyze(text, str(target), across)
    out["warm"] = series(across, cold=False)

    # Every script once with empty caches, then once more with the caches the sweep filled.
    clear()
    texts = [(str(p), p.read_text()) for p in scripts]
    w, c, found = clock(lambda: sum(len(analyze(t, p, across).findings) for p, t in texts))
    out["sweep_cold"] = (w, c, found)
    w, c, found = clock(lambda: sum(len(analyze(t, p, across).findings) for p, t in texts))
    out["sweep_warm"] = (w, c, found)
    clear()
    return out


def fresh_process(root: Path, target: Path, runs: int, env: dict) -> list[dict]:
    out = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", FRESH_PROCESS, str(target), str(root), VERSION],
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        out.append(json.loads(done.stdout.strip().splitlines()[-1]))
    return out


def through_server(root: Path, target: Path, helper: Path, env: dict, starts: int, changes: int) -> dict:
    out: dict = {"open": [], "change": [], "helper": []}
    text = target.read_text()
    for n in range(starts):
        with LspClient(root, OPTIONS, env=env) as client:
            client.initialize()
            mark = client.mark()
            start = time.perf_counter()
            uri = client.did_open(target, text, 1)
            got = client.diagnostics_for(uri, 1, mark)
            out["open"].append(got.at - start)
            out["diagnostics"] = len(got.params["diagnostics"])
            if n:
                continue
            # Warm: retype the prompt string of the script (its imports stay as they are).
            lines = text.split("\n")
            line = next(i for i, x in enumerate(lines) if x.startswith("inputs = tokenizer("))
            col = lines[line].index('"') + 1
            for k in range(changes + 2):
                version = k + 2
                mark = client.mark()
                start = time.perf_counter()
                client.did_change(
                    uri,
                    version,
                    [
                        {
                            "range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col + 1}},
                            "text": "SX"[k % 2],
                        }
                    ],
                )
                got = client.diagnostics_for(uri, version, mark)
                if k >= 2:
                    out["change"].append(got.at - start)
            # A helper module open in the editor changes: the script that imports it is analysed again.
            helper_text = helper.read_text()
            helper_uri = client.did_open(helper, helper_text, 1)
            client.diagnostics_for(helper_uri, 1, 0)
            hlines = helper_text.split("\n")
            hline = next(i for i, x in enumerate(hlines) if x.startswith("GEN_KWARGS"))
            hcol = hlines[hline].index('"max_new_tokens": ') + len('"max_new_tokens": ')
            for k in range(changes + 2):
                mark = client.mark()
                start = time.perf_counter()
                client.did_change(
                    helper_uri,
                    k + 2,
                    [
                        {
                            "range": {"start": {"line": hline, "character": hcol}, "end": {"line": hline, "character": hcol + 2}},
                            "text": f"{50 + k % 2}",
                        }
                    ],
                )
                got = client.diagnostics_for(uri, None, mark)
                if k >= 2:
                    out["helper"].append(got.at - start)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=500)
    ap.add_argument("--runs", type=int, default=10, help="in-process runs per series")
    ap.add_argument("--starts", type=int, default=3, help="fresh processes / fresh servers")
    ap.add_argument("--changes", type=int, default=20, help="didChange samples through the server")
    args = ap.parse_args()
    env = child_env(True)
    print(f"hflint {hflint_version()}; {machine_note()}")
    print(f"bytecode for the child processes: {bytecode_note(True)}")

    with tempfile.TemporaryDirectory(prefix="hflint-xfile-") as tmp:
        root = Path(tmp)
        scripts = _gen.write_workspace(root, args.files)
        target = scripts[7]
        helper = root / "pkg" / f"config_{7 % 10}.py"
        total = sum(1 for _ in root.rglob("*.py"))
        print(
            f"workspace {root}: {total} .py files ({len(scripts)} scripts, {total - len(scripts)} in pkg/); "
            f"the timed script: {target.relative_to(root)} ({target.read_text().count(chr(10))} lines), "
            f"its helper: {helper.relative_to(root)}"
        )
        ip = in_process(root, target, scripts, args.runs)
        print("  in-process: done", flush=True)
        fp = fresh_process(root, target, args.starts, env)
        print("  fresh processes: done", flush=True)
        sv = through_server(root, target, helper, env, args.starts, args.changes)
        print("  server: done", flush=True)

    rows = []
    names = {
        "alone": "file alone (Settings without workspace)",
        "cold": "cross-file, cold (caches cleared each run)",
        "warm": "cross-file, warm (module cache filled)",
    }
    for key in ("alone", "cold", "warm"):
        walls, cpus, result = ip[key]
        rows.append(
            [
                names[key],
                len(walls),
                ms(median(cpus)),
                ms(median(walls)),
                ms(p95(walls)),
                f"{len(result.findings)} findings, {len(result.dependencies)} workspace modules read",
            ]
        )
    cold_cpu, warm_cpu, alone_cpu = (median(ip[k][1]) for k in ("cold", "warm", "alone"))
    n = len(scripts)
    for key, label in (("sweep_cold", "every script, cold start of the sweep"), ("sweep_warm", "every script again, warm")):
        w, c, found = ip[key]
        rows.append(
            [
                f"{label} ({n} files)",
                1,
                f"{ms(c / n)} / file",
                f"{ms(w / n)} / file",
                "",
                f"{found} findings; {w:.2f} s wall, {c:.2f} s CPU in all",
            ]
        )
    print()
    print("In-process, one file's analysis (analyze(text, path, Settings(workspace=root))):")
    print(table(["what", "runs", "CPU (median)", "wall (median)", "wall p95", "result"], rows))
    print(
        f"cross-file cost: cold {ms(cold_cpu - alone_cpu)} CPU over the file alone ({cold_cpu / alone_cpu:.1f}x), "
        f"warm {ms(warm_cpu - alone_cpu)} ({warm_cpu / alone_cpu:.1f}x)"
    )

    rows = []
    for key, label in (
        ("import", "import hflint.core.engine"),
        ("first", "first analyze() in the process (cold)"),
        ("second", "second analyze() (warm)"),
    ):
        rows.append([label, len(fp), ms(median([r[key][1] for r in fp])), ms(median([r[key][0] for r in fp]))])
    print()
    print(f"Fresh process ({sys.executable} -c …), {fp[0]['findings']} findings, {fp[0]['modules']} workspace modules read:")
    print(table(["what", "processes", "CPU (median)", "wall (median)"], rows))

    rows = [
        [
            "didOpen → diagnostics, fresh server (cold)",
            len(sv["open"]),
            ms(median(sv["open"])),
            ms(p95(sv["open"])),
            f"{sv.get('diagnostics', 0)} diagnostics",
        ],
        [
            "didChange on the script → its diagnostics (warm)",
            len(sv["change"]),
            ms(median(sv["change"])),
            ms(p95(sv["change"])),
            "p95 ≤ 50 ms (issue 7, 2,000-line target)",
        ],
        [
            "didChange on the open helper → the script's diagnostics",
            len(sv["helper"]),
            ms(median(sv["helper"])),
            ms(p95(sv["helper"])),
            "helper and importer both analysed again",
        ],
    ]
    print()
    print(f"Through the server (debounce 0; the {total} files on disk, the script open):")
    print(table(["what", "n", "median", "p95", "note"], rows))
    print(f"\nload average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
