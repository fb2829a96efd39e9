"""Run ad-hoc scripts under installed releases and print what each raised (for writing catalog entries).

python tests/groundtruth/trial.py [--release 5.23.0 ...] [--releases all|ci|A,B] script.py [script.py ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from releases import ensure_torch, selected_releases  # noqa: E402
from runs import run_releases  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--release", action="append", help="a release (repeatable)")
    parser.add_argument("--releases", help="all, ci or a comma-separated list (default: $HFLINT_GT_RELEASES, else ci)")
    parser.add_argument("--stderr", action="store_true", help="show what each script wrote to stderr")
    parser.add_argument("--traceback", action="store_true")
    parser.add_argument("scripts", nargs="+")
    args = parser.parse_args()
    jobs = [{"id": s, "source": Path(s).read_text()} for s in args.scripts]
    releases = selected_releases(",".join(args.release) if args.release else args.releases)
    ensure_torch()
    runs = run_releases({r: jobs for r in releases}, lambda m: print(m, file=sys.stderr, flush=True))
    for version in releases:
        for script, res in runs[version]["jobs"].items():
            if res["raised"]:
                site = res.get("site") or {}
                print(f"{version} {script}: {res['type']}: {res['message']!r} at {site.get('file')}:{site.get('line')}")
                if args.traceback:
                    print(res.get("traceback", ""))
            else:
                print(f"{version} {script}: ran clean")
            if args.stderr and res.get("stderr"):
                print("  stderr: " + res["stderr"][-3000:].replace("\n", "\n  "))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
