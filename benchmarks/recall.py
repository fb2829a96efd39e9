"""Recall and precision of hflint on a corpus of realistic scripts labelled by real runs (issue 14).

    python benchmarks/recall.py                 # measure: hflint on every script, per release
    python benchmarks/recall.py --json          # the same, as JSON
    python benchmarks/recall.py --label         # run every script under each release, write labels.json

The corpus is `benchmarks/recall/scripts/*.py`; each script names the issue-14 classes it
exercises in a header comment (`# classes: 2 5`). `--label` needs the releases of
tests/groundtruth (installed on demand), torch 2.13.0, click, typer, fire, peft, accelerate,
pydantic, tyro, omegaconf and hydra-core; measuring needs only hflint. The scoring rules are in
benchmarks/README.md ("Recall corpus").
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = HERE / "recall"
SCRIPTS = CORPUS / "scripts"
LABELS = CORPUS / "labels.json"
GROUNDTRUTH = REPO / "tests" / "groundtruth"

RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]
TARGET_PRECISION, TARGET_RECALL = 0.98, 0.90
CLASS_NAMES = {
    1: "correlated branches",
    2: "iterating over configurations",
    3: "command-line and dataclass defaults",
    4: "pipelines",
    5: "cache objects",
    6: "checkpoint knowledge",
    7: "object protocol",
    8: "facts the catalog lacks",
    9: "the whole chain",
}
_CLASSES_RE = re.compile(r"^#\s*classes:\s*(?P<body>.*)$", re.MULTILINE)
# Logged warnings worth keeping in the labels: the ones about assisted generation and caches.
_WARNING_KEEP = re.compile(r"assist|cache|lookup|beam", re.IGNORECASE)
# ... except this one, which 5.x logs whenever a generation config and keyword arguments meet.
_WARNING_DROP = re.compile(r"^Passing `generation_config` together with generation-related arguments")
# Outcomes that mean the script or its stand-ins are broken, not that transformers refused the
# call: the run did not finish, a checkpoint or a package is missing, a download was attempted.
_CORPUS_BUG_TYPES = {
    "Timeout",
    "ChildCrashed",
    "SystemExit",
    "ImportError",
    "ModuleNotFoundError",
    "OSError",
    "FileNotFoundError",
    "EnvironmentError",
    "LocalEntryNotFoundError",
    "OfflineModeIsEnabled",
    "HFValidationError",
    "RepositoryNotFoundError",
    "GatedRepoError",
    "EntryNotFoundError",
}
# Raised from these parts of transformers, an error is about the script's own set-up (a missing
# chat template, a tokenizer call), not about generation or export.
_CORPUS_BUG_SITES = ("tokenization_utils", "tokenization_python", "tokenization_fast", "chat_template")
# ... but an import of a name that transformers itself no longer has (a class a release removed,
# HF121, HF165) is the release's API: Python raises it without a frame of transformers.
_RELEASE_IMPORT = re.compile(r"cannot import name '\w+' from 'transformers(\.[\w.]+)?' \(.*\)", re.DOTALL)
# (a module of transformers the release lacks, `transformers.pipelines.text2text_generation` on
# 5.x, HF169; a name a plain module of transformers lacks, read as its attribute)
_RELEASE_MODULE = re.compile(r"No module named 'transformers\.[\w.]+'")
_RELEASE_MODULE_ATTRIBUTE = re.compile(r"module 'transformers(\.[\w.]+)?' has no attribute '\w+'")


# ---------------------------------------------------------------------------------------------
# The corpus


@dataclass(frozen=True)
class Script:
    name: str
    path: Path
    source: str
    classes: tuple[int, ...]

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.source.encode()).hexdigest()[:16]


def script_classes(source: str) -> tuple[int, ...]:
    """The issue-14 classes named in the script's `# classes:` header comment."""
    match = _CLASSES_RE.search(source)
    if match is None:
        return ()
    numbers = [int(n) for n in re.findall(r"\b([1-9])\b", match.group("body"))]
    return tuple(dict.fromkeys(numbers))  # in the header's order: the first is the script's main class


def load_corpus(patterns: list[str] | None = None) -> list[Script]:
    scripts = []
    for path in sorted(SCRIPTS.glob("*.py")):
        if patterns and not any(fnmatch.fnmatch(path.stem, p) or fnmatch.fnmatch(path.name, p) for p in patterns):
            continue
        source = path.read_text()
        scripts.append(Script(path.stem, path, source, script_classes(source)))
    return scripts


def load_labels() -> dict:
    if not LABELS.is_file():
        return {"releases": RELEASES, "scripts": {}}
    return json.loads(LABELS.read_text())


# ---------------------------------------------------------------------------------------------
# Labelling: real runs


def _run_release(release: str, scripts: list[Script]) -> dict:
    sys.path.insert(0, str(GROUNDTRUTH))
    from releases import cache_root, child_pythonpath, install_release  # type: ignore[import-not-found]

    folder = install_release(release)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "TRANSFORMERS_"))}
    env["PYTHONPATH"] = child_pythonpath(folder, GROUNDTRUTH)
    from hubmodels import standin_digest  # type: ignore[import-not-found]

    # (named by a digest of the stand-ins' definition: a branch that changes them builds its own cache
    # beside the others instead of rebuilding one that another session's runs are reading)
    hub = cache_root() / "hub-recall" / f"{release}-{standin_digest()}"
    jobs = [{"id": s.name, "source": s.source} for s in scripts]
    proc = subprocess.run(
        [sys.executable, str(CORPUS / "child.py"), str(hub)],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        env=env,
        timeout=7200,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"the recall runner for {release} failed:\n{proc.stderr[-6000:]}")
    return json.loads(proc.stdout)


def _label_of(result: dict) -> dict:
    """What a label keeps of a run: the outcome, where it raised, what ran, the warnings that matter."""
    warnings = []
    seen = set()
    for record in result.get("logged", []):
        text = record["text"]
        if not _WARNING_KEEP.search(text) or _WARNING_DROP.search(text):
            continue
        stack = record["stack"]
        key = (text, tuple(stack))
        if key in seen:
            continue
        seen.add(key)
        warnings.append({"line": stack[-1] if stack else None, "stack": stack, "text": text})
    label: dict = {"outcome": "raised" if result["raised"] else "clean"}
    if result["raised"]:
        stack = result.get("stack") or []
        site = result.get("site")
        label.update(
            {
                "type": result["type"],
                "message": result["message"],
                "line": stack[-1] if stack else None,
                "stack": stack,
                "site": f"{site['file']}:{site['line']}" if site else None,
            }
        )
        if result.get("owner"):
            label["owner"] = result["owner"]
    label["warnings"] = warnings
    label["executed"] = [n for n in result.get("executed", []) if n > 0]
    return label


def release_import(label: dict) -> bool:
    """Whether a run raised at the script's import of a name transformers (or one of its modules)
    does not have under the release, at its import of a module of transformers the release does
    not have, or at its read of such a name off a module of transformers: the release's API,
    with no frame of transformers."""
    if label["outcome"] != "raised" or not label.get("line"):
        return False
    pattern = {
        "ImportError": _RELEASE_IMPORT,
        "ModuleNotFoundError": _RELEASE_MODULE,
        "AttributeError": _RELEASE_MODULE_ATTRIBUTE,
    }.get(label["type"])
    return pattern is not None and pattern.fullmatch(label["message"]) is not None


def corpus_bug(label: dict) -> str | None:
    """Why a run says more about the script than about transformers, or None."""
    if label["outcome"] != "raised":
        return None
    if release_import(label):
        return None
    if label["type"] in _CORPUS_BUG_TYPES:
        return f"{label['type']}: {label['message'][:300]}"
    if label.get("site") is None and not label.get("owner"):  # a NameError, a typo, an assert of the script itself
        # (an AttributeError on an object of a transformers class, `owner`, is the release's
        # API, not the script's own mistake: a member it lacks, HF152; so is an unpacking of a
        # transformers cache's items or a loop over one that has no __iter__, HF162 and HF163:
        # recall/child.py's _operated_owner)
        return f"raised outside transformers: {label['type']}: {label['message'][:300]}"
    if any(part in (label.get("site") or "") for part in _CORPUS_BUG_SITES):
        return f"raised by {label['site']}: {label['type']}: {label['message'][:300]}"
    if label.get("line") is None:
        return "raised without a frame of the script"
    return None


def label(args: argparse.Namespace) -> int:
    # (looked for, not imported: peft and accelerate import transformers)
    for package in ("click", "typer", "fire", "peft", "accelerate", "pydantic", "tyro", "omegaconf", "hydra"):
        if importlib.util.find_spec(package) is None:
            print(f"--label runs the scripts, some of which use {package}: it is not installed", file=sys.stderr)
            return 2
    sys.path.insert(0, str(GROUNDTRUTH))
    from releases import ensure_torch  # type: ignore[import-not-found]

    scripts = load_corpus(args.script)
    if not scripts:
        print("no script matches", file=sys.stderr)
        return 2
    releases = args.release or RELEASES
    ensure_torch()
    labels = load_labels()
    labels["releases"] = RELEASES
    made_with = _labelling_torch(releases[0])
    if labels.get("torch") not in (None, made_with):
        print(f"labels.json was made with torch {labels['torch']}; this interpreter has {made_with}", file=sys.stderr)
        return 2
    labels["torch"] = made_with
    bugs: list[str] = []
    fresh: dict[str, dict[str, dict]] = defaultdict(dict)
    for release in releases:
        started = time.monotonic()
        output = _run_release(release, scripts)
        slow = []
        for script in scripts:
            result = output["jobs"][script.name]
            entry = _label_of(result)
            problem = corpus_bug(entry)
            if problem:
                bugs.append(f"{release} {script.name}: {problem}")
                if args.verbose:
                    print(result.get("traceback", "")[-2500:], file=sys.stderr)
            fresh[script.name][release] = entry
            if result.get("seconds", 0) > 10:
                slow.append(f"{script.name} ({result['seconds']} s)")
        print(
            f"{release} ({output['release']}): {len(scripts)} scripts in {time.monotonic() - started:.0f} s"
            + (f"; slow: {', '.join(slow)}" if slow else ""),
            file=sys.stderr,
        )
    if bugs:
        print(f"{len(bugs)} runs failed for reasons of the corpus, not of transformers:", file=sys.stderr)
        for bug in bugs:
            print("  " + bug, file=sys.stderr)
        if not args.force:
            print("labels.json not written (--force writes it anyway)", file=sys.stderr)
            return 1
    for script in scripts:
        entry = labels["scripts"].get(script.name)
        if entry is None or entry.get("sha256") != script.digest:
            entry = {"sha256": script.digest, "runs": {}}
        entry["classes"] = list(script.classes)
        entry["runs"].update(fresh[script.name])
        entry["runs"] = {r: entry["runs"][r] for r in RELEASES if r in entry["runs"]}
        labels["scripts"][script.name] = entry
    known = {p.stem for p in SCRIPTS.glob("*.py")}
    labels["scripts"] = {name: labels["scripts"][name] for name in sorted(labels["scripts"]) if name in known}
    LABELS.write_text(json.dumps(labels, indent=1, sort_keys=False) + "\n")
    raised = sum(1 for e in labels["scripts"].values() for r in e["runs"].values() if r["outcome"] == "raised")
    total = sum(len(e["runs"]) for e in labels["scripts"].values())
    print(f"wrote {LABELS.relative_to(REPO)}: {len(labels['scripts'])} scripts, {total} runs, {raised} raised", file=sys.stderr)
    return 0


# ---------------------------------------------------------------------------------------------
# Measuring: hflint against the labels


@dataclass
class Item:
    """One miss or false alarm, for the listing."""

    script: str
    line: int | None
    code: str
    kind: str
    real: str
    predicted: str = ""

    def as_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Tally:
    tp: int = 0
    fn: int = 0
    fp: int = 0
    unreached: int = 0
    duplicates: int = 0
    outside: int = 0  # misses that no catalog fact of the release describes
    warn_tp: int = 0
    warn_fn: int = 0
    warn_fp: int = 0
    templated: int = 0  # TPs whose predicted message matched only through a placeholder
    misses: list[Item] = field(default_factory=list)
    false_alarms: list[Item] = field(default_factory=list)
    warning_misses: list[Item] = field(default_factory=list)
    warning_false_alarms: list[Item] = field(default_factory=list)
    templated_matches: list[Item] = field(default_factory=list)  # the TPs counted in `templated`

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None

    @property
    def strict_precision(self) -> float | None:
        """Precision when a placeholder matches nothing: each templated TP is a miss and a false alarm."""
        tp, fp = self.tp - self.templated, self.fp + self.templated
        return tp / (tp + fp) if tp + fp else None

    @property
    def strict_recall(self) -> float | None:
        tp, fn = self.tp - self.templated, self.fn + self.templated
        return tp / (tp + fn) if tp + fn else None

    def figures(self) -> dict:
        return {
            "tp": self.tp,
            "fn": self.fn,
            "fp": self.fp,
            "precision": self.precision,
            "recall": self.recall,
            "unreached": self.unreached,
            "duplicates": self.duplicates,
            "fn_outside_catalog": self.outside,
            "templated": self.templated,
            "strict_precision": self.strict_precision,
            "strict_recall": self.strict_recall,
            "warnings": {"tp": self.warn_tp, "fn": self.warn_fn, "fp": self.warn_fp},
        }


def _template_regex(text: str) -> re.Pattern[str]:
    """A catalog text whose `{name}` parts match any text."""
    parts = re.split(r"\{[a-z_]+\}", text)
    return re.compile(".*?".join(re.escape(p) for p in parts), re.DOTALL)


_PLACEHOLDER = re.compile(r"<([a-z_]+)>")


def message_match(predicted: str, real: str) -> str:
    """How a predicted message matches a real one: "exact", "template" or "".

    A predicted message keeps a `<name>` placeholder where the value comes from the data (a
    position past a cache sized by the tokenized prompt, the repr of a model object): the
    placeholder matches any text, the rest must be the same word for word.
    """
    if predicted == real:
        return "exact"
    parts = _PLACEHOLDER.split(predicted)[::2]
    if len(parts) > 1 and re.fullmatch(".+?".join(re.escape(p) for p in parts), real, re.DOTALL):
        return "template"
    return ""


_LOGS = re.compile(r"^transformers \S+ logs: ")


def predicted_warning(finding) -> str | None:
    """The warning text a silent-fallback finding says the release logs (its detail, "transformers
    5.23.0 logs: ..."), whitespace collapsed; None when it names none. `<name>` stands for text the
    analysis could not tell (HF109's mode where do_sample is unknown)."""
    detail = finding.detail or ""
    m = _LOGS.match(detail)
    return detail[m.end() :] if m else None


def _warning_texts(catalog, release: str) -> dict[str, re.Pattern[str]]:
    """Code -> the warning the release logs instead of raising, for codes that report a silent fallback."""
    texts = {}
    for entry in catalog:
        fact = entry.fact_for(release)
        if fact is not None and not fact.raised and getattr(fact, "warning", None):
            texts[entry.code] = fact.warning_pattern()  # (a placeholder matches the values the code covers)
    return texts


def _catalog_raises(catalog, release: str) -> list[tuple[str, str, re.Pattern[str]]]:
    """(code, exception type, message pattern) of every fact that raises in the release."""
    return [
        (entry.code, fact.exception, _template_regex(fact.message))
        for entry in catalog
        if (fact := entry.fact_for(release)) is not None and fact.raised and fact.exception and fact.message
    ]


def catalog_code(run: dict, raises: list[tuple[str, str, re.Pattern[str]]]) -> str:
    """The catalog code whose fact describes the run's exception, or "" when none does."""
    for code, type_, pattern in raises:
        if type_ == run["type"] and pattern.fullmatch(run["message"]):
            return code
    return ""


def _span_lines(finding) -> range:
    return range(finding.span.line, finding.span.end_line + 1)


def score_script(
    script: Script, run: dict, findings: list, warning_texts: dict, tally: Tally, catalog_raises: list | None = None
) -> None:
    executed = set(run.get("executed", []))
    raised = run["outcome"] == "raised"
    stack = set(run.get("stack", [])) if raised else set()
    real = f"{run['type']}: {run['message']}" if raised else "ran clean"
    matched = False
    for finding in findings:
        if finding.raises is None:
            continue
        lines = _span_lines(finding)
        predicted = f"{finding.raises.type}: {finding.raises.message}"
        if raised and any(line in stack for line in lines):
            how = message_match(finding.raises.message, run["message"]) if finding.raises.type == run["type"] else ""
            if how:
                if matched:
                    tally.duplicates += 1
                else:
                    tally.tp += 1
                    if how == "template":
                        tally.templated += 1
                        tally.templated_matches.append(
                            Item(script.name, finding.span.line, finding.code, "placeholder", real, predicted)
                        )
                    matched = True
                continue
            tally.fp += 1
            tally.false_alarms.append(Item(script.name, finding.span.line, finding.code, "another exception", real, predicted))
        elif not any(line in executed for line in lines):
            if raised:
                tally.unreached += 1  # the run stopped at an earlier raise: nothing to compare with
            else:
                tally.fp += 1
                tally.false_alarms.append(
                    Item(
                        script.name,
                        finding.span.line,
                        finding.code,
                        "line never runs with the script's defaults",
                        real,
                        predicted,
                    )
                )
        else:
            tally.fp += 1
            tally.false_alarms.append(
                Item(script.name, finding.span.line, finding.code, "ran without raising here", real, predicted)
            )
    if raised and not matched:
        tally.fn += 1
        near = [
            f"{f.code}: {f.raises.type}: {f.raises.message}"
            for f in findings
            if f.raises is not None and any(line in stack for line in _span_lines(f))
        ]
        code = catalog_code(run, catalog_raises or [])
        if not code:
            tally.outside += 1  # no catalog fact describes this exception for the release
        tally.misses.append(
            Item(
                script.name, run.get("line"), code or "none", "no finding" if not near else "wrong message", real, "; ".join(near)
            )
        )
    # Silent fallbacks (a finding that predicts a warning, not an exception), scored on their own.
    logged = run.get("warnings", [])
    confirmed: set[int] = set()
    for finding in findings:
        if finding.raises is not None:
            continue
        pattern = warning_texts.get(finding.code)
        lines = _span_lines(finding)
        told = predicted_warning(finding)
        hits = [
            i
            for i, w in enumerate(logged)
            if pattern is not None
            and pattern.search(w["text"])
            and any(line in w["stack"] for line in lines)
            and told is not None
            and message_match(told, " ".join(w["text"].split()))
        ]
        if hits:
            tally.warn_tp += 1
            confirmed.update(hits)
        else:
            tally.warn_fp += 1
            tally.warning_false_alarms.append(
                Item(script.name, finding.span.line, finding.code, "no such warning logged here", real, finding.message[:200])
            )
    for i, w in enumerate(logged):
        if i in confirmed:
            continue
        codes = [code for code, pattern in warning_texts.items() if pattern.search(w["text"])]
        if codes:
            tally.warn_fn += 1
            tally.warning_misses.append(Item(script.name, w["line"], "/".join(codes), "warning not reported", w["text"][:200]))


def installed_release(release: str) -> str | None:
    """The folder the label runs imported `release` from (tests/groundtruth's release folder, a
    `pip install --target` folder), when this machine has it: hflint is told of it as a user's
    editor tells it of their environment, so messages that name transformers' own files name
    them there. None on a machine that never installed the releases: placeholders stay."""
    if str(GROUNDTRUTH) not in sys.path:
        sys.path.insert(0, str(GROUNDTRUTH))
    from releases import release_dir  # type: ignore[import-not-found]

    folder = release_dir(release)
    return str(folder) if (folder / "transformers" / "__init__.py").is_file() else None


def measure(args: argparse.Namespace) -> int:
    from hflint.catalog import default_catalog
    from hflint.core.engine import analyze
    from hflint.core.settings import Settings

    labels = load_labels()
    scripts = load_corpus(args.script)
    catalog = default_catalog()
    problems = []
    per_release: dict[str, Tally] = {}
    per_class: dict[int, dict[str, Tally]] = defaultdict(dict)
    started = time.monotonic()
    crashes = []
    torch = labels_torch(labels)
    for release in args.release or RELEASES:
        tally = per_release[release] = Tally()
        warning_texts = _warning_texts(catalog, release)
        catalog_raises = _catalog_raises(catalog, release)
        environment = installed_release(release)
        for script in scripts:
            entry = labels["scripts"].get(script.name)
            if entry is None or release not in entry["runs"]:
                problems.append(f"{script.name}: no label for {release} (run --label)")
                continue
            if entry["sha256"] != script.digest:
                problems.append(f"{script.name}: changed since it was labelled (run --label --script {script.name})")
            settings = Settings(transformers_version=release, environment=environment, torch=torch)
            result = analyze(script.source, str(script.path), settings)
            if result.internal_errors:
                crashes.append(f"{release} {script.name}: {result.internal_errors[0][:300]}")
            for cls in script.classes or (0,):
                per_class[cls].setdefault(release, Tally())
            one = Tally()
            score_script(script, entry["runs"][release], list(result.findings), warning_texts, one, catalog_raises)
            for target in [tally, *(per_class[c][release] for c in script.classes or (0,))]:
                _add(target, one)
    elapsed = time.monotonic() - started
    if args.json:
        print(
            json.dumps(
                {
                    "hflint": _hflint_version(),
                    "scripts": len(scripts),
                    "seconds": round(elapsed, 1),
                    "problems": problems,
                    "internal_errors": crashes,
                    "releases": {
                        r: {
                            **t.figures(),
                            "misses": [i.as_dict() for i in t.misses],
                            "false_alarms": [i.as_dict() for i in t.false_alarms],
                            "warning_misses": [i.as_dict() for i in t.warning_misses],
                            "warning_false_alarms": [i.as_dict() for i in t.warning_false_alarms],
                            "templated_matches": [i.as_dict() for i in t.templated_matches],
                        }
                        for r, t in per_release.items()
                    },
                    "classes": {
                        str(c): {r: t.figures() for r, t in by_release.items()} for c, by_release in sorted(per_class.items())
                    },
                },
                indent=1,
            )
        )
    else:
        _print_report(scripts, per_release, per_class, problems, crashes, elapsed, args.verbose)
    return 1 if problems else 0


def _labelling_torch(release: str) -> dict | None:
    """The torch the label runs import (`--label` runs sys.executable with the release's folders
    first on its path), as the labels record it: its version and the CUDA and ROCm releases it was
    built for (None: built without), read from torch/version.py as hflint reads an environment."""
    from hflint.envprobe import installed_torch

    from releases import child_pythonpath, release_dir  # type: ignore[import-not-found]

    build = installed_torch(sys.executable, first=child_pythonpath(release_dir(release), GROUNDTRUTH).split(os.pathsep))
    return None if build is None else {"version": build.version, "cuda": build.cuda, "hip": build.hip}


def labels_torch(labels: dict):
    """The torch the labels were made with (labels.json's "torch"), as hflint is told of a user's
    environment (Settings.torch): a build without CUDA decides `torch.cuda.is_available()` and the
    CUDA errors (HF360, HF361), as it did in the label runs. None when the labels do not say."""
    from hflint.envprobe import TorchBuild

    made = labels.get("torch")
    if not isinstance(made, dict) or not isinstance(made.get("version"), str):
        return None
    return TorchBuild(made["version"], made.get("cuda"), made.get("hip"), "the label runs' environment", Path("torch/version.py"))


def _add(into: Tally, one: Tally) -> None:
    for name in ("tp", "fn", "fp", "unreached", "duplicates", "outside", "warn_tp", "warn_fn", "warn_fp", "templated"):
        setattr(into, name, getattr(into, name) + getattr(one, name))
    into.misses += one.misses
    into.false_alarms += one.false_alarms
    into.warning_misses += one.warning_misses
    into.warning_false_alarms += one.warning_false_alarms
    into.templated_matches += one.templated_matches


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def _hflint_version() -> str:
    sys.path.insert(0, str(HERE))
    from _common import hflint_version

    return hflint_version()


def _print_report(scripts, per_release, per_class, problems, crashes, elapsed, verbose) -> None:
    from _common import table

    print(
        f"hflint {_hflint_version()} on {len(scripts)} scripts of benchmarks/recall/scripts "
        f"({elapsed:.1f} s of analysis for all releases)\n"
    )
    rows = []
    for release, t in per_release.items():
        ok = (t.precision is None or t.precision >= TARGET_PRECISION) and (t.recall or 0) >= TARGET_RECALL
        rows.append(
            [
                release,
                t.tp + t.fn,
                t.tp,
                t.fn,
                t.outside,
                t.fp,
                _fmt(t.precision),
                _fmt(t.recall),
                t.unreached,
                f"{t.warn_tp}/{t.warn_fn}/{t.warn_fp}",
                "met" if ok else "not met",
            ]
        )
    print(
        table(
            [
                "release",
                "raises",
                "TP",
                "FN",
                "FN w/o code",
                "FP",
                "precision",
                "recall",
                "unreached",
                "warnings TP/FN/FP",
                f"target (P≥{TARGET_PRECISION}, R≥{TARGET_RECALL})",
            ],
            rows,
        )
    )
    print("\n(FN w/o code: misses whose exception no catalog fact of the release describes.)")
    print("\nWord for word, a placeholder matching nothing (each TP that needed one counted as a miss and a false alarm):")
    print(
        table(
            ["release", "TP by placeholder", "strict precision", "strict recall"],
            [[r, t.templated, _fmt(t.strict_precision), _fmt(t.strict_recall)] for r, t in per_release.items()],
        )
    )
    print("\nPer class (all releases together; a script tagged with several classes counts in each):\n")
    rows = []
    for cls, by_release in sorted(per_class.items()):
        total = Tally()
        for t in by_release.values():
            _add(total, t)
        n = sum(1 for s in scripts if cls in s.classes) if cls else sum(1 for s in scripts if not s.classes)
        rows.append(
            [
                f"{cls} {CLASS_NAMES.get(cls, 'untagged')}",
                n,
                total.tp,
                total.fn,
                total.outside,
                total.fp,
                _fmt(total.precision),
                _fmt(total.recall),
            ]
        )
    print(table(["class", "scripts", "TP", "FN", "FN w/o code", "FP", "precision", "recall"], rows))
    for release, t in per_release.items():
        if not (t.misses or t.false_alarms or t.warning_misses or t.warning_false_alarms):
            continue
        print(f"\n## {release}")
        grouped: dict[int, list[tuple[str, Item]]] = defaultdict(list)
        by_name = {s.name: s for s in scripts}
        for kind, items in (
            ("miss", t.misses),
            ("false alarm", t.false_alarms),
            ("warning miss", t.warning_misses),
            ("warning false alarm", t.warning_false_alarms),
        ):
            for item in items:
                grouped[by_name[item.script].classes[0] if by_name[item.script].classes else 0].append((kind, item))
        for cls in sorted(grouped):
            print(f"  class {cls} ({CLASS_NAMES.get(cls, 'untagged')}):")
            for kind, item in grouped[cls]:
                where = f"{item.script}.py:{item.line}"
                tags = ",".join(str(c) for c in by_name[item.script].classes)
                text = f"    {kind:<19} {where:<44} [{tags}] {item.code or '-':<6} real: {item.real[:150]}"
                if item.predicted and (verbose or kind != "miss"):
                    text += f"\n{'':>27}predicted: {item.predicted[:150]}"
                print(text)
    if crashes:
        print("\nINTERNAL ERRORS of the analysis:")
        for line in crashes:
            print("  " + line)
    if problems:
        print("\nPROBLEMS with the labels:")
        for line in problems:
            print("  " + line)


def try_scripts(args: argparse.Namespace) -> int:
    """Run scripts that are not (yet) in the corpus under the releases and show what happened."""
    scripts = [Script(Path(p).stem, Path(p), Path(p).read_text(), ()) for p in args.paths]
    for release in args.release or RELEASES:
        output = _run_release(release, scripts)
        for script in scripts:
            result = output["jobs"][script.name]
            entry = _label_of(result)
            if entry["outcome"] == "raised":
                print(
                    f"{release} {script.name}: line {entry['line']} {entry['type']}: {entry['message'][:400]}"
                    f"  [{entry.get('site')}]"
                )
                if args.verbose:
                    print(result.get("traceback", ""))
            else:
                print(f"{release} {script.name}: clean")
            for warning in entry["warnings"]:
                print(f"    warning at line {warning['line']}: {warning['text'][:300]}")
            problem = corpus_bug(entry)
            if problem:
                print(f"    CORPUS BUG: {problem}")
            if args.verbose and result.get("stdout"):
                print("    stdout: " + result["stdout"][-1500:].replace("\n", "\n    "))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--label", action="store_true", help="run the scripts under each release and write labels.json")
    parser.add_argument("--release", action="append", choices=RELEASES, help="only this release (repeatable)")
    parser.add_argument("--script", action="append", help="only scripts whose name matches this glob (repeatable)")
    parser.add_argument("--force", action="store_true", help="--label: write labels even when some runs are broken")
    parser.add_argument("--json", action="store_true", help="measure: print JSON")
    parser.add_argument("--verbose", action="store_true", help="more detail (tracebacks of broken runs, predictions)")
    parser.add_argument(
        "--try",
        dest="paths",
        nargs="+",
        metavar="FILE",
        help="run these scripts under the releases and print what happened (nothing is written)",
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE))
    if args.paths:
        return try_scripts(args)
    return label(args) if args.label else measure(args)


if __name__ == "__main__":
    raise SystemExit(main())
