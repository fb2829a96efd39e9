"""Run ad-hoc scripts under installed releases and print what each raised (for writing catalog entries).

    python tests/groundtruth/trial.py [--release 5.23.0 ...] script.py [script.py ...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from releases import RELEASES, cache_root, install_release  # noqa: E402


def run_release(version: str, jobs: list[dict]) -> dict:
    folder = install_release(version)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(folder), str(HERE)])
    hub = cache_root() / "hub" / version
    proc = subprocess.run(
        [sys.executable, str(HERE / "runner.py"), str(hub)],
        input=json.dumps(jobs), capture_output=True, text=True, env=env,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"runner for {version} failed:\n{proc.stderr[-4000:]}")
    return json.loads(proc.stdout)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--release", action="append")
    parser.add_argument("--stderr", action="store_true", help="show what each script wrote to stderr")
    parser.add_argument("--traceback", action="store_true")
    parser.add_argument("scripts", nargs="+")
    args = parser.parse_args()
    jobs = [{"id": s, "source": Path(s).read_text()} for s in args.scripts]
    for version in args.release or list(RELEASES):
        result = run_release(version, jobs)
        for script, res in result["jobs"].items():
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
