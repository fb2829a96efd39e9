"""Record what each script under observed/ does in real releases (outcomes.json), for the unit test
that holds hflint's predictions to them (tests/unit/test_observed.py).

    python tests/groundtruth/observe.py [--release 5.23.0 ...] [--check] [scripts ...]

Without scripts: every `observed/**/*.py`. `--check` compares the runs with outcomes.json instead
of writing it (what the ground-truth test does). A release runs only where it is installed in the
cache (`releases.py`); the ones recorded are OBSERVED_RELEASES.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OBSERVED = HERE / "observed"
OUTCOMES = OBSERVED / "outcomes.json"
sys.path.insert(0, str(HERE))

from releases import child_pythonpath, ensure_torch, release_dir  # noqa: E402
from runs import hub_cache  # noqa: E402

# The four releases the measure uses, and the two sides of the boundaries the pipeline
# and cache facts have (5.0: the 4.x cache classes gone; 5.19/5.20: pipelines stop keeping a
# generation config of their own).
OBSERVED_RELEASES = ["4.57.6", "5.0.0", "5.15.0", "5.19.0", "5.20.2", "5.23.0", "5.24.0"]


def outcome(result: dict) -> dict:
    if not result.get("raised"):
        return {"raised": False}
    return {"raised": True, "type": result.get("type"), "message": result.get("message"), "line": result.get("script_line")}


def run(version: str, scripts: list[Path]) -> dict[str, dict]:
    folder = release_dir(version)
    if not (folder / "transformers").is_dir():
        raise SystemExit(f"transformers {version} is not installed in {folder} (tests/groundtruth/releases.py)")
    ensure_torch()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
    env["PYTHONPATH"] = child_pythonpath(folder, HERE)
    jobs = [{"id": str(s.relative_to(OBSERVED)), "source": s.read_text()} for s in scripts]
    proc = subprocess.run(
        [sys.executable, str(HERE / "runner.py"), str(hub_cache(version))],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        env=env,
        timeout=3600,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"runner for {version} failed:\n{proc.stderr[-4000:]}")
    return {k: outcome(v) for k, v in json.loads(proc.stdout)["jobs"].items()}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--release", action="append")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("scripts", nargs="*")
    args = parser.parse_args()
    scripts = [Path(s).resolve() for s in args.scripts] or sorted(OBSERVED.rglob("*.py"))
    recorded = json.loads(OUTCOMES.read_text()) if OUTCOMES.exists() else {}
    problems = 0
    for version in args.release or OBSERVED_RELEASES:
        for name, got in run(version, scripts).items():
            want = recorded.get(name, {}).get(version)
            if args.check:
                if want != got:
                    problems += 1
                    print(f"{version} {name}: recorded {want}, real {got}")
            else:
                recorded.setdefault(name, {})[version] = got
    if not args.check:
        OUTCOMES.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
