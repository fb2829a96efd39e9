"""jedi against hflint's own import resolver (core/workspace.py): what each finds, and what it costs.

hflint follows imports of the workspace's own modules. jedi (a dependency until this
measurement; see docs/jedi.md) could do it too, and could also follow names into packages
installed in the user's environment. This script measures, in one process:

  - the cost of importing jedi (CPU, and the server's memory it would add);
  - every import statement of every file of tests/fixtures/projects/ resolved by both: the
    module file each finds, and the time each takes (cold: a fresh resolver / project per file);
  - jedi following `AutoModelForCausalLM` and `GenerationConfig` into an unpacked transformers
    release (what "names from installed packages" would cost), when the ground truth has one.

It needs jedi installed (`pip install jedi`); hflint itself does not.

    python benchmarks/jedi_resolution.py [--no-installed]   (without the transformers part: seconds, not minutes)
"""

from __future__ import annotations

import ast
import os
import resource
import sys
import time
from pathlib import Path

from _common import REPO, machine_note, median

PROJECTS = Path(REPO) / "tests" / "fixtures" / "projects"


def cpu() -> float:
    return time.process_time()


def imports_of(path: Path) -> list[tuple[int, int, str | None, int]]:
    """(line, column of the module name, module, level) of each import statement."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            text = lines[node.lineno - 1]
            name = node.module or ""
            # (on the last part of a dotted name: `app.models` is the module `models`, `app` the package)
            col = text.find(name, node.col_offset + 4) + name.rfind(".") + 1 if name else text.find(".", node.col_offset)
            out.append((node.lineno, max(col, 0), node.module, node.level))
        elif isinstance(node, ast.Import):
            text = lines[node.lineno - 1]
            for alias in node.names:
                out.append((node.lineno, text.find(alias.name, node.col_offset) + alias.name.rfind(".") + 1, alias.name, 0))
    return out


def main() -> int:
    installed = "--no-installed" not in sys.argv
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = cpu()
    import jedi

    jedi_import = cpu() - start
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    from hflint.core.workspace import ModuleResolver

    print(machine_note())
    grown = (rss_after - rss_before) / 1024
    print(f"jedi {jedi.__version__}: import {jedi_import * 1000:.0f} ms CPU, max RSS +{grown:.1f} MiB\n")

    same = differ = 0
    ours_t: list[float] = []
    jedi_t: list[float] = []
    rows = []
    for project in sorted(p for p in PROJECTS.iterdir() if p.is_dir()):
        for path in sorted(project.rglob("*.py")):
            for line, col, module, level in imports_of(path):
                t0 = cpu()
                resolver = ModuleResolver(project)
                ours = resolver.resolve(str(path), module, level)
                t1 = cpu()
                script = jedi.Script(path=str(path), project=jedi.Project(str(project)))
                names = script.goto(line, col, follow_imports=True)
                t2 = cpu()
                found = next((n.module_path for n in names if n.module_path is not None), None)
                ours_t.append(t1 - t0)
                jedi_t.append(t2 - t1)
                theirs = Path(found).resolve() if found is not None else None
                # hflint leaves out what is not the workspace's own (transformers, the standard library).
                theirs_own = theirs if theirs is not None and str(theirs).startswith(str(project.resolve())) else None
                mine = ours.resolve() if ours is not None else None
                if mine == theirs_own:
                    same += 1
                else:
                    differ += 1
                    rows.append(
                        f"  {path.relative_to(PROJECTS)}:{line} {'.' * level}{module or ''}: hflint {mine}, jedi {theirs}"
                    )
    total = same + differ
    print(f"{total} import statements in {PROJECTS.relative_to(REPO)}: the same module file for {same}, different for {differ}")
    print("\n".join(rows))
    print(
        f"per import, median CPU: hflint {median(ours_t) * 1e6:.0f} us, jedi {median(jedi_t) * 1000:.1f} ms "
        f"(sum {sum(ours_t) * 1000:.1f} ms against {sum(jedi_t) * 1000:.0f} ms)"
    )

    cache = Path(os.environ.get("HFLINT_GT_CACHE", Path.home() / ".cache" / "hflint-groundtruth")) / "releases"
    release = max(
        (p for p in cache.glob("5.*") if (p / "transformers").is_dir()),
        default=None,
        key=lambda p: tuple(int(x) for x in p.name.split(".")),
    )
    if release is not None and installed:
        code = (
            "from transformers import AutoModelForCausalLM, GenerationConfig\n"
            "model = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "config = GenerationConfig(use_cache=False)\n"
        )
        project = jedi.Project(str(PROJECTS), added_sys_path=[str(release)])
        for what, (line, col) in (("AutoModelForCausalLM", (1, 26)), ("GenerationConfig", (1, 50)), ("model.generate", (2, 8))):
            t0, w0 = cpu(), time.perf_counter()
            script = jedi.Script(code + ("model.generate\n" if what == "model.generate" else ""), project=project)
            target = (3, 7) if what == "model.generate" else (line, col)
            try:
                names = script.goto(*target, follow_imports=True) if what != "model.generate" else script.infer(4, 8)
            except Exception as err:  # noqa: BLE001 - what jedi does on a real tree is the finding
                print(
                    f"jedi into transformers {release.name}: {what} -> {type(err).__name__}: {err} after "
                    f"{(cpu() - t0) * 1000:.0f} ms CPU"
                )
                continue
            took = cpu() - t0
            where = [f"{Path(n.module_path).relative_to(release) if n.module_path else '?'}:{n.line}" for n in names]
            print(
                f"jedi into transformers {release.name}: {what} -> {where or 'nothing'} in {took * 1000:.0f} ms CPU "
                f"({(time.perf_counter() - w0) * 1000:.0f} ms wall)"
            )
    print(f"max RSS of this process at the end: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
