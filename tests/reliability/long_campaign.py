"""The long fuzzing campaign: at least 100,000 inputs through analyze, across all cores; run by hand, not in CI.

    python tests/reliability/long_campaign.py                 # 100,000 inputs
    python tests/reliability/long_campaign.py --inputs 20000 --seed 7 --jobs 2

Same generators and oracle as the CI suite (fuzz_inputs.py), driven by seeded
random numbers: input `i` of a campaign is reproducible from (seed, i) alone.
Prints the counts per kind and the first failures; writes the counts and every
failure (input, traceback) as JSON; exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import tempfile
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fuzz_inputs  # noqa: E402

KINDS = ("mutated", "shapes", "project")
CHUNK = 500


def one(seed: int, i: int) -> tuple[str, str, str | None, str | None, str]:
    """Input `i` of campaign `seed`: (kind, release, path, workspace, source)."""
    rnd = random.Random(f"{seed}:{i}")
    kind = KINDS[i % len(KINDS)]
    release = rnd.choice(fuzz_inputs.RELEASES)
    if kind == "mutated":
        return kind, release, "fuzzed.py", None, fuzz_inputs.mutated_script(rnd)
    if kind == "shapes":
        return kind, release, "fuzzed.py", None, fuzz_inputs.call_shape(rnd)
    source, path, workspace = fuzz_inputs.project_script(rnd)
    return kind, release, path, workspace, source


def run_chunk(args: tuple[int, int, int]) -> dict:
    seed, lo, hi = args
    logging.disable(logging.CRITICAL)  # the failures are recorded with their traceback; the log repeats them
    stats: dict = {
        "inputs": 0,
        "per_kind": dict.fromkeys(KINDS, 0),
        "findings": 0,
        "syntax_errors": 0,
        "seconds": 0.0,
        "slowest": (0.0, None),
        "failures": [],
    }
    for i in range(lo, hi):
        kind, release, path, workspace, source = one(seed, i)
        try:
            checked = fuzz_inputs.check_one(source, release, path, workspace)
        except BaseException as err:  # noqa: BLE001 - every failure is recorded, none stops the campaign
            stats["failures"].append(
                {
                    "seed": seed,
                    "index": i,
                    "kind": kind,
                    "release": release,
                    "error": f"{type(err).__name__}: {err}"[:4000],
                    "traceback": traceback.format_exc()[-4000:],
                    "source": source,
                }
            )
            checked = None
        stats["inputs"] += 1
        stats["per_kind"][kind] += 1
        if checked is not None:
            stats["findings"] += checked.findings
            stats["syntax_errors"] += checked.syntax_error
            stats["seconds"] += checked.seconds
            if checked.seconds > stats["slowest"][0]:
                stats["slowest"] = (checked.seconds, i)
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument(
        "--out",
        default=os.path.join(tempfile.gettempdir(), "hflint-fuzz-campaign.json"),
        help="where the summary and failures are written (JSON)",
    )
    args = parser.parse_args(argv)

    chunks = [(args.seed, lo, min(lo + CHUNK, args.inputs)) for lo in range(0, args.inputs, CHUNK)]
    total: dict = {
        "inputs": 0,
        "per_kind": dict.fromkeys(KINDS, 0),
        "findings": 0,
        "syntax_errors": 0,
        "seconds": 0.0,
        "slowest": (0.0, None),
        "failures": [],
    }
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for done, stats in enumerate(pool.map(run_chunk, chunks), 1):
            for key in ("inputs", "findings", "syntax_errors", "seconds"):
                total[key] += stats[key]
            for kind in KINDS:
                total["per_kind"][kind] += stats["per_kind"][kind]
            total["slowest"] = max(total["slowest"], tuple(stats["slowest"]), key=lambda s: s[0])
            total["failures"] += stats["failures"]
            if done % 20 == 0 or done == len(chunks):
                print(
                    f"{total['inputs']:>7} inputs, {len(total['failures'])} failures, {time.perf_counter() - start:.0f} s",
                    flush=True,
                )
    total["wall_seconds"] = round(time.perf_counter() - start, 1)
    total["mean_analysis_ms"] = round(1000 * total["seconds"] / max(1, total["inputs"]), 2)
    Path(args.out).write_text(json.dumps(total, indent=2, ensure_ascii=True))
    print(
        f"inputs {total['inputs']} ({', '.join(f'{k} {v}' for k, v in total['per_kind'].items())}); "
        f"findings {total['findings']}; inputs with a syntax error {total['syntax_errors']}; "
        f"mean analysis {total['mean_analysis_ms']} ms; slowest {total['slowest'][0]:.3f} s "
        f"(input {total['slowest'][1]}); wall {total['wall_seconds']} s; failures {len(total['failures'])}"
    )
    print(f"written to {args.out}")
    for failure in total["failures"][:20]:
        print(
            f"--- seed {failure['seed']} input {failure['index']} ({failure['kind']}, {failure['release']}): "
            f"{failure['error'][:300]}"
        )
    return 1 if total["failures"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
