"""Write server/hflint/core/typeargs.py: for each model type of catalog/checkpoints, the keyword
names (of hflint's table of every name some transformers code takes, core/modelargs.py, and
core/genkeys.COMMON) that `generate`'s `_validate_model_kwargs` lets through for the model class an
Auto class loads for that type, on any release from 4.57.6 to 5.24.0.

    /work/venvs/label/bin/python tests/groundtruth/collect_type_args.py && ruff format server/hflint/core/typeargs.py

Each release runs in a child process with the release first on the path. The model class is
built on torch's meta device from the type's default config (no weights, nothing downloaded),
and its own `_validate_model_kwargs` is called once with every candidate name (value 1): the
names its error lists are rejected, the others accepted. A type whose class overrides
`generate` (Whisper, ...) or whose class cannot be built is left out: hflint keeps the table of
every name for it. The union over the releases is written (a name one release lets through
counts as accepted on all; a class some release could not build is left out).
"""

from __future__ import annotations

import glob
import json
import os
import re
import subprocess
import sys
import textwrap

ROOT = os.path.expanduser("~/.cache/hflint-groundtruth/releases")
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT = os.environ.get("HFLINT_TYPEARGS_OUT") or os.path.join(REPO, "server", "hflint", "core", "typeargs.py")
KINDS = {"causal": "MODEL_FOR_CAUSAL_LM_MAPPING_NAMES", "seq2seq": "MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES"}

CHILD = r"""
import ast, json, re, sys, warnings
warnings.filterwarnings("ignore")
types, names = json.loads(sys.stdin.read())
import torch
import transformers
from transformers import AutoConfig
from transformers.generation.utils import GenerationMixin
from transformers.models.auto import modeling_auto
KINDS = json.loads(KINDS_JSON)
import glob as _glob, os as _os
gen_dir = _os.path.join(_os.path.dirname(transformers.__file__), "generation")
reads = set()
for path in _glob.glob(_os.path.join(gen_dir, "*.py")):
    text = open(path, encoding="utf-8").read()
    reads.update(re.findall(r"kwargs(?:\.(?:pop|get|setdefault)\(|\[)[\"']([A-Za-z_]\w*)[\"']", text))
out = {}
for kind, mapping in KINDS.items():
    table = getattr(modeling_auto, mapping)
    for t in types:
        cls_name = table.get(t)
        if cls_name is None:
            continue
        try:
            cls = getattr(transformers, cls_name)
            if cls.generate is not GenerationMixin.generate:
                continue
            config = AutoConfig.for_model(t)
            with torch.device("meta"):
                model = cls(config)
            try:
                model._validate_model_kwargs({n: 1 for n in names})
                rejected = []
            except ValueError as e:
                m = re.search(r"not used by the model: (\[.*?\]) \(note", str(e), re.S)
                rejected = ast.literal_eval(m.group(1))
            out[f"{t}/{kind}"] = [cls_name, sorted((set(names) - set(rejected)) | (reads & set(names)))]
        except Exception as e:  # noqa: BLE001
            print(f"{transformers.__version__} {t} {kind}: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
print(json.dumps(out))
""".replace("KINDS_JSON", repr(json.dumps(KINDS)))


def model_types() -> list[str]:
    found = set()
    for path in glob.glob(os.path.join(REPO, "catalog", "checkpoints", "*.toml")):
        found.update(re.findall(r'^model_type = "([^"]+)"', open(path, encoding="utf-8").read(), re.M))
    return sorted(found)


def candidates() -> list[str]:
    sys.path.insert(0, os.path.join(REPO, "server"))
    from hflint.core import genkeys, modelargs

    return sorted(set(modelargs.NAMES) | genkeys.COMMON | set(getattr(modelargs, "SOME", {})))


def releases() -> list[str]:
    def key(v: str) -> tuple[int, ...]:
        return tuple(int(x) for x in v.split("."))

    return sorted((d for d in os.listdir(ROOT) if re.fullmatch(r"\d+\.\d+\.\d+", d)), key=key)


def spread(items: list[str]) -> list[str]:
    """The releases in an order that covers the range early: ends first, then midpoints."""
    order, queue = [], [(0, len(items) - 1)]
    if items:
        order = [items[0], items[-1]]
    while queue:
        lo, hi = queue.pop(0)
        if hi - lo < 2:
            continue
        mid = (lo + hi) // 2
        order.append(items[mid])
        queue += [(lo, mid), (mid, hi)]
    return order + [r for r in items if r not in order]


def main() -> int:
    types, names = model_types(), candidates()
    union: dict[str, set[str]] = {}
    classes: dict[str, str] = {}
    chosen = sys.argv[1:] or spread(releases())
    done: list[str] = []
    failed: set[str] = set()  # (a class one release could not build: left out, as its names there are not known)
    for release in chosen:
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, release))
        proc = subprocess.run(
            [sys.executable, "-c", CHILD], input=json.dumps([types, names]), capture_output=True, text=True, env=env
        )
        if proc.returncode != 0:
            print(release, proc.stderr[-2000:], file=sys.stderr)
            return 1
        sys.stderr.write(proc.stderr)
        failed.update(f"{m[0]}/{m[1]}" for m in re.findall(r"^\d+\.\d+\.\d+ (\S+) (causal|seq2seq): ", proc.stderr, re.M))
        got = json.loads(proc.stdout.strip().splitlines()[-1])
        print(release, len(got), "classes", file=sys.stderr)
        for key, (cls_name, accepted) in got.items():
            union.setdefault(key, set()).update(accepted)
            classes.setdefault(key, cls_name)
        done.append(release)
        write({k: v for k, v in union.items() if k not in failed}, classes, done)
    return 0


def write(union: dict[str, set[str]], classes: dict[str, str], done: list[str]) -> None:
    from hflint.core import genkeys
    from hflint.core.genfields import GENERATION_CONFIG_FIELDS_SINCE

    # (the names genkeys.rejected_by_class never asks about are left out)
    never_asked = genkeys.COMMON | set(GENERATION_CONFIG_FIELDS_SINCE)
    union = {k: {n for n in v if n not in never_asked and not n.startswith("decoder_")} for k, v in union.items()}

    def key(v: str) -> tuple[int, ...]:
        return tuple(int(x) for x in v.split("."))

    covered = sorted(done, key=key)
    lines = [
        '"""Generated by tests/groundtruth/collect_type_args.py (do not edit): for each model type and',
        "Auto class kind (causal, seq2seq), the class it loads and the names of core/modelargs.NAMES",
        "(but genkeys.COMMON, the generation settings of some releases and `decoder_*`, which",
        "genkeys.rejected_by_class never asks about) that its `generate` lets through",
        "`_validate_model_kwargs` on some release from",
        f"{covered[0]} to {covered[-1]}; a name of those tables not listed is rejected by that class on every",
        *textwrap.wrap(f'release read ({len(covered)}: {", ".join(covered)})."""', 100),
        "",
        "CLASSES = {",
        *(f"    {k!r}: {classes[k]!r}," for k in sorted(union)),
        "}",
        "",
        "ACCEPTED = {",
        *(f"    {k!r}: frozenset({sorted(union[k])!r})," for k in sorted(union)),
        "}",
        "",
    ]
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"wrote {OUT}: {len(union)} classes, {len(covered)} releases", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
