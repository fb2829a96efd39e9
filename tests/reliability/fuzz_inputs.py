"""Inputs for fuzzing the core (real scripts mutated token by token, random call shapes) and the oracle that checks one.

Shared by the short campaign in CI (test_fuzz_core.py) and the long one
(long_campaign.py). The generators take a `random.Random`: hypothesis hands them
its own (so a failure replays and shrinks), the long campaign a seeded one (so it
runs a hundred thousand inputs in minutes, not hours).
"""

from __future__ import annotations

import ast
import io
import keyword
import random
import time
import tokenize
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from hflint.catalog import default_catalog
from hflint.core.engine import AnalysisResult, Settings, analyze
from hflint.core.fixes import apply_safe_fixes
from hflint.core.source import LineIndex

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"
# Generous: a keystroke's analysis takes milliseconds; two seconds means something loops.
TIME_BOUND_S = 2.0
RELEASES = tuple(default_catalog().releases())


# ---------------------------------------------------------------- the corpus


@lru_cache(maxsize=1)
def corpus() -> tuple[tuple[str, str], ...]:
    """(name, text) of every real script: catalog reproducers and fixed examples, fixtures, examples/."""
    out: list[tuple[str, str]] = []
    for entry in default_catalog():
        for ex in entry.examples:
            out.append((f"{entry.code}:{ex.name}:reproducer", ex.reproducer))
            out.append((f"{entry.code}:{ex.name}:fixed", ex.fixed))
    for folder in (FIXTURES / "flagged", FIXTURES / "clean", FIXTURES / "projects", REPO / "examples"):
        for path in sorted(folder.rglob("*.py")):
            out.append((str(path.relative_to(REPO)), path.read_text(encoding="utf-8")))
    return tuple(out)


@lru_cache(maxsize=4096)
def pieces(text: str) -> tuple[str, ...]:
    """The text cut at every token start: each piece is one token and the blanks after it.

    Joining the pieces gives the text back; a text the tokenizer rejects is cut at blanks.
    """
    starts = [0]
    for line in io.StringIO(text).readlines():  # the lines tokenize numbers its rows by
        starts.append(starts[-1] + len(line))
    cuts: set[int] = {0}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            row, col = tok.start
            if tok.type not in (tokenize.ENDMARKER, tokenize.DEDENT) and row < len(starts):
                cuts.add(starts[row - 1] + col)
    except (tokenize.TokenError, SyntaxError):
        cuts |= {i for i in range(1, len(text)) if text[i - 1].isspace() and not text[i].isspace()}
    bounds = sorted(c for c in cuts if c < len(text)) + [len(text)]
    return tuple(text[a:b] for a, b in zip(bounds, bounds[1:]) if b > a)


# ---------------------------------------------------------------- mutations

# Text a half-typed edit leaves behind: brackets, keywords, the kwargs the rules read, non-ASCII.
SNIPPETS = (
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "=",
    "**",
    "*",
    ".",
    "\\",
    "\n",
    "    ",
    "\t",
    "#",
    "'",
    '"',
    '"""',
    "f'",
    "lambda ",
    "if ",
    "else",
    "elif x:",
    "def ",
    "class ",
    "return ",
    "yield ",
    "await ",
    "async ",
    "with ",
    "for ",
    "in ",
    "not ",
    "and ",
    "None",
    "True",
    "False",
    "0",
    "-1",
    "1e309",
    "generate",
    ".generate(",
    "model.generate(",
    "use_cache=False",
    "use_cache=True",
    "assistant_model=assistant",
    "prompt_lookup_num_tokens=3",
    "cache_implementation='static'",
    "num_return_sequences=2",
    "num_beams=4",
    "generation_config=",
    "GenerationConfig(",
    "**kwargs",
    "kwargs['use_cache'] = False",
    "kwargs.update(use_cache=False)",
    "batch_size=1",
    "max_cache_len=64",
    "TorchExportableModuleWithStaticCache(",
    "convert_and_export_with_cache(",
    "pipeline(",
    "from transformers import *",
    "import transformers as t",
    "model.generation_config = None",
    "model.generation_config.use_cache = False",
    "del model",
    "global model",
    "nonlocal x",
    "@decorator",
    "é",
    "模型",
    "𝒢",
    "\u200b",
    "\ufeff",
    "\u2028",
    "\r",
    "\r\n",
    "\x0c",
    "\x00",
    "\ud800",
    "# hflint: ignore",
    "# noqa",
    "# hflint: ignore[HF101",
    "# noqa: HF1",
)
# Cutting the file short is one edit in twenty: it usually drops the calls worth analysing.
MUTATIONS = (
    ("delete-token", "duplicate-token", "swap-tokens", "insert-snippet", "insert-text") * 3
    + ("deepen", "long-name")
    + ("delete-line", "duplicate-line", "truncate-line", "indent-line") * 2
    + ("truncate-file", "cut-mid-token")
)
# Nesting past what the recursive walks allow: (opening, closing) repeated `depth` times around an operand.
NESTINGS = (
    ("(", ")"),
    ("[", "]"),
    ("{", "}"),
    ("f(", ")"),
    ("not ", ""),
    ("-", ""),
    ("x + ", ""),
    ("x.", ""),
    ("lambda: ", ""),
    ("x if y else ", ""),
    ("await ", ""),
    ("{'a': ", "}"),
    ("x[", "]"),
    ("x and ", ""),
    ("'s' + ", ""),
    ("g(**", ")"),
)


def long_name(rnd: random.Random) -> str:
    """A name or dotted path longer than a file system allows (an import of it resolves to a path)."""
    size = rnd.choice((100, 300, 1000, 3000))
    return rnd.choice(("x." * size + "x", "a" * size, "from " + "m." * size + "m import n\n", "import " + "p" * size))


def deep_nesting(rnd: random.Random) -> str:
    opening, closing = rnd.choice(NESTINGS)
    depth = rnd.choice((50, 150, 300, 600, 1000, 1500, 2500, 5000))
    return opening * depth + rnd.choice(("x", "1", "use_cache", "model.generate()")) + closing * depth


def random_text(rnd: random.Random, size: int) -> str:
    """Any characters: ASCII, punctuation, letters of other scripts, astral planes, lone surrogates, NUL."""
    pools = ("abcXYZ_019 ", "()[]{}:,.=*'\"\\#\n\t", "éøßЖ模型ا", "𝒢😀\U0010ffff", "\ud800\udfff\x00\x0b\x1b\u2028")
    return "".join(rnd.choice(rnd.choice(pools)) for _ in range(size))


def mutated_script(rnd: random.Random) -> str:
    """A real script after a few deletions, duplications, truncations and insertions of tokens and lines."""
    return mutate(rnd, rnd.choice(corpus())[1])


@lru_cache(maxsize=1)
def projects() -> tuple[tuple[Path, tuple[Path, ...], tuple[Path, ...]], ...]:
    """(root, every .py, the .py that call generate or an export wrapper) of each fixture project."""
    out = []
    for root in sorted(p for p in (FIXTURES / "projects").iterdir() if p.is_dir()):
        files = tuple(sorted(root.rglob("*.py")))
        callers = tuple(f for f in files if any(w in f.read_text(encoding="utf-8") for w in ("generate(", "Exportable")))
        out.append((root, files, callers))
    return tuple(out)


def project_script(rnd: random.Random) -> tuple[str, str, str]:
    """(mutated text, path, workspace root) of a file in a fixture project: imports are followed on disk."""
    root, files, callers = rnd.choice(projects())
    # Mostly the scripts that call generate or export: the modules they import are read from disk.
    path = rnd.choice(callers if callers and rnd.random() < 0.8 else files)
    return mutate(rnd, path.read_text(encoding="utf-8")), str(path), str(root)


def mutate(rnd: random.Random, text: str) -> str:
    parts = list(pieces(text))
    for _ in range(rnd.randint(1, 6)):
        op = rnd.choice(MUTATIONS)
        if not parts:
            parts = [rnd.choice(SNIPPETS)]
        i = rnd.randrange(len(parts))
        if op == "delete-token":
            del parts[i : i + rnd.randint(1, 3)]
        elif op == "duplicate-token":
            parts[i:i] = parts[i : i + rnd.randint(1, 4)]
        elif op == "swap-tokens":
            j = rnd.randrange(len(parts))
            parts[i], parts[j] = parts[j], parts[i]
        elif op == "insert-snippet":
            parts.insert(i, rnd.choice(SNIPPETS))
        elif op == "insert-text":
            parts.insert(i, random_text(rnd, rnd.randint(1, 8)))
        elif op == "deepen":
            parts.insert(i, deep_nesting(rnd))
        elif op == "long-name":
            parts.insert(i, long_name(rnd))
        elif op == "truncate-file":
            del parts[i:]
        elif op == "cut-mid-token":  # half a token, as while typing it
            parts[i] = parts[i][: rnd.randrange(max(1, len(parts[i])))]
            del parts[i + 1 :]
        else:
            lines = "".join(parts).splitlines(keepends=True) or [""]
            k = rnd.randrange(len(lines))
            if op == "delete-line":
                del lines[k]
            elif op == "duplicate-line":
                lines.insert(k, lines[k])
            elif op == "truncate-line":
                lines[k] = lines[k][: rnd.randrange(max(1, len(lines[k])))]
            else:
                lines[k] = rnd.choice(("    ", "  ", "\t", "", "        ")) + lines[k].lstrip(" ")
            parts = list(pieces("".join(lines)))
    return "".join(parts)


# ---------------------------------------------------------------- random call shapes

MODEL_NAMES = (
    "openai-community/gpt2",
    "distilbert/distilgpt2",
    "Qwen/Qwen2.5-0.5B-Instruct",
    "google/gemma-2-2b",
    "state-spaces/mamba-130m-hf",
    "xlnet/xlnet-base-cased",
    "meta-llama/Llama-3.2-1B",
    "./checkpoints/my-finetune",
    "checkpoints/no-gen-config",
    "/nonexistent/abs/path",
    "",
    "模型/名字",
    "a" * 300,
    "../../etc",
    "x\x00y",
)
MODEL_CLASSES = (
    "AutoModelForCausalLM",
    "AutoModelForSeq2SeqLM",
    "GPT2LMHeadModel",
    "XLNetLMHeadModel",
    "MambaForCausalLM",
    "LlamaForCausalLM",
    "AutoModel",
    "UnknownThing",
    "t.AutoModelForCausalLM",
)
KWARG_NAMES = (
    "use_cache",
    "assistant_model",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "use_mtp",
    "cache_implementation",
    "num_return_sequences",
    "num_beams",
    "do_sample",
    "generation_config",
    "past_key_values",
    "tokenizer",
    "assistant_tokenizer",
    "batch_size",
    "max_cache_len",
    "cache_config",
    "max_new_tokens",
    "input_ids",
    "inputs",
    "attention_mask",
    "model",
    "config",
    "device",
)
CALLEES = (
    "model.generate",
    "assistant.generate",
    "TorchExportableModuleWithStaticCache",
    "TorchExportableModuleWithHybridCache",
    "TorchExportableModuleForDecoderOnlyLM",
    "convert_and_export_with_cache",
    "pipe",
    "pipeline",
    "GenerationConfig",
    "GC",
    "self.model.generate",
    "get_model().generate",
    "models[0].generate",
    "t.AutoModelForCausalLM.from_pretrained('gpt2').generate",
    "model.generation_config.update",
    "kwargs.update",
    "dict",
    "f",
    "copy.deepcopy",
    "cfg.to_dict",
)
IMPORTS = (
    "from transformers import *",
    "from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, StaticCache, pipeline",
    "import transformers as t\nfrom transformers import AutoModelForCausalLM as AutoModelForCausalLM",
    "from transformers.integrations.executorch import (TorchExportableModuleWithStaticCache,\n"
    "    TorchExportableModuleWithHybridCache, TorchExportableModuleForDecoderOnlyLM, convert_and_export_with_cache)",
    "from transformers import GenerationConfig as GC, pipeline",
    "import transformers\nAutoModelForCausalLM = transformers.AutoModelForCausalLM",
    "try:\n    from transformers import AutoModelForCausalLM\nexcept ImportError:\n    AutoModelForCausalLM = None",
    "import copy\nfrom transformers import AutoModelForCausalLM, GenerationConfig",
)
# The keywords that decide findings, with values that trigger them: half the keywords come from here.
HOT_KWARGS = (
    "assistant_model=assistant",
    "assistant_model=assistant",
    "use_cache=False",
    "use_cache=True",
    "cache_implementation='static'",
    "cache_implementation='nonsense'",
    "num_return_sequences=2",
    "num_beams=4",
    "prompt_lookup_num_tokens=3",
    "generation_config=cfg",
    "past_key_values=StaticCache()",
    "batch_size=1",
    "max_cache_len=64",
    "tokenizer=tok",
    "assistant_tokenizer=tok",
    "cache_config={'batch_size': 1}",
)
LEAVES = (
    "True",
    "False",
    "None",
    "0",
    "1",
    "2",
    "-1",
    "1.5",
    "...",
    "'static'",
    "'dynamic'",
    "'offloaded_static'",
    "'hybrid'",
    "'sliding_window'",
    "'nonsense'",
    "assistant",
    "model",
    "tok",
    "kwargs",
    "cfg",
    "inputs",
    "StaticCache()",
    "DynamicCache()",
    "10**100",
    "b'x'",
    "f'{x}'",
)
_NAMES = ("x", "kwargs", "cfg", "model", "assistant", "tok", "inputs", "self", "_", "opts", "pipe")
_LETTERS = "abcxyzABCXYZ_éøßЖ模型ℌ"


def identifier(rnd: random.Random) -> str:
    if rnd.random() < 0.7:
        return rnd.choice(_NAMES)
    name = rnd.choice(_LETTERS) + "".join(rnd.choice(_LETTERS + "0123456789") for _ in range(rnd.randint(0, 6)))
    return name if name.isidentifier() and not keyword.iskeyword(name) else "x"


def expression(rnd: random.Random, depth: int = 0) -> str:
    """An expression: literals (unicode strings included), names, calls, containers, lambdas, walruses."""
    if depth >= 3 or rnd.random() < 0.7:
        pick = rnd.random()
        if pick < 0.6:
            return rnd.choice(LEAVES)
        if pick < 0.75:
            return str(rnd.randint(-(10**30), 10**30))
        if pick < 0.9:
            return repr(random_text(rnd, rnd.randint(0, 8)))
        return identifier(rnd)
    sub = lambda: expression(rnd, depth + 1)  # noqa: E731
    shape = rnd.randrange(11)
    if shape == 0:
        return f"{sub()} if {sub()} else {sub()}"
    if shape == 1:
        return "[" + ", ".join(sub() for _ in range(rnd.randint(0, 3))) + "]"
    if shape == 2:
        return "{" + ", ".join(f"{rnd.choice(KWARG_NAMES)!r}: {sub()}" for _ in range(rnd.randint(0, 3))) + "}"
    if shape == 3:
        return f"{rnd.choice(CALLEES)}({arguments(rnd, depth + 1)})"
    if shape == 4:
        return f"lambda: {sub()}"
    if shape == 5:
        return f"({sub()}, *{sub()})"
    if shape == 6:
        return f"({identifier(rnd)} := {sub()})"
    if shape == 7:
        return f"not {sub()}"
    if shape == 8:
        return f"{sub()} or {sub()}"
    if shape == 9:
        return f"[{sub()} for _ in range(2)]"
    return f"{sub()}.{rnd.choice(KWARG_NAMES)}"


def arguments(rnd: random.Random, depth: int = 0) -> str:
    """An argument list: positional, keywords (repeated ones too), *args and **dicts of every shape."""
    out: list[str] = []
    for _ in range(rnd.randint(0, 5 if depth == 0 else 2)):
        kind = rnd.randrange(12)
        if kind < 2:
            out.append(f"{rnd.choice(KWARG_NAMES)}={expression(rnd, depth)}")
        elif kind < 8:
            out.append(rnd.choice(HOT_KWARGS))
        elif kind == 8:
            out.append(expression(rnd, depth))
        elif kind == 9:
            out.append(f"*{expression(rnd, depth + 1)}")
        elif kind == 10:
            items = ", ".join(f"{rnd.choice(KWARG_NAMES)!r}: {expression(rnd, depth + 1)}" for _ in range(rnd.randint(0, 3)))
            out.append("**{" + items + "}")
        else:
            out.append(
                rnd.choice(
                    (
                        "**kwargs",
                        "**inputs",
                        "**cfg.to_dict()",
                        f"**dict({arguments(rnd, depth + 1)})" if depth < 2 else "**{}",
                        f"**{{**kwargs, 'use_cache': {expression(rnd, depth + 1)}}}",
                    )
                )
            )
    return ", ".join(out)


def simple_statement(rnd: random.Random) -> str:
    """A line that sets something up, or calls a generate / export wrapper."""
    shape = rnd.randrange(12)
    if shape < 4:
        callee = "model.generate" if rnd.random() < 0.4 else rnd.choice(CALLEES)
        call = f"{callee}({arguments(rnd)})"
        return rnd.choice(
            (
                "{}",
                "{}",
                "out = {}",
                "out = {}",
                "print({})",
                "f({})",
                "return {}",
                "yield {}",
                "x = [{} for _ in range(3)]",
                "x = lambda: {}",
                "x = {}.sequences",
            )
        ).format(call)
    if shape == 4:
        target = rnd.choice(("model", "assistant", "self.model", "models[0]", "model, tok", "pipe"))
        return f"{target} = {rnd.choice(MODEL_CLASSES)}.from_pretrained({rnd.choice(MODEL_NAMES)!r}, {arguments(rnd)})"
    if shape == 5:
        return f"kwargs = dict({arguments(rnd)})"
    if shape == 6:
        return f"kwargs[{rnd.choice(KWARG_NAMES)!r}] = {expression(rnd)}"
    if shape == 7:
        return f"cfg = {rnd.choice(('GenerationConfig', 'GC', 'copy.deepcopy'))}({arguments(rnd)})"
    if shape == 8:
        owner = rnd.choice(("model.generation_config", "cfg", "model.config", "model", "self"))
        return f"{owner}.{rnd.choice(KWARG_NAMES)} = {expression(rnd)}"
    if shape == 9:
        return f"{identifier(rnd)} = {expression(rnd)}"
    if shape == 10:
        return f"del {rnd.choice(('model', 'kwargs', 'cfg', 'kwargs[0]', 'model.generation_config'))}"
    return rnd.choice(("return model", "pass", "raise", "global model", "model = model.to('cpu')", "break"))


def block(rnd: random.Random, depth: int) -> list[str]:
    """A list of statements, nested in branches, loops, functions and classes up to `depth` levels more."""
    lines: list[str] = []
    for _ in range(rnd.randint(1, 3)):
        if depth > 0 and rnd.random() < 0.3:
            lines += compound_statement(rnd, depth - 1)
        else:
            lines.append(simple_statement(rnd))
    return lines


def compound_statement(rnd: random.Random, depth: int) -> list[str]:
    def body() -> list[str]:
        return ["    " + line for line in block(rnd, depth)]

    shape = rnd.randrange(8)
    if shape == 0:
        lines = [f"if {expression(rnd)}:"] + body()
        if rnd.random() < 0.5:
            lines += [f"elif {expression(rnd)}:"] + body()
        if rnd.random() < 0.5:
            lines += ["else:"] + body()
        return lines
    if shape == 1:
        return [f"for {identifier(rnd)} in {expression(rnd)}:"] + body()
    if shape == 2:
        return [f"while {expression(rnd)}:"] + body()
    if shape == 3:
        return ["try:"] + body() + ["except Exception:"] + body() + ["finally:"] + body()
    if shape == 4:
        return [f"with {expression(rnd)} as {identifier(rnd)}:"] + body()
    if shape == 5:
        params = rnd.choice(("", "self", "model, **kwargs", "*args, use_cache=False", "x=model", "m, /, *, k=1"))
        deco = [rnd.choice(("@staticmethod", "@decorator", "@functools.cache"))] if rnd.random() < 0.2 else []
        return deco + [f"def {identifier(rnd)}({params}):"] + body()
    if shape == 6:
        return [f"async def {identifier(rnd)}(model):"] + body()
    return (
        [f"class {identifier(rnd)}:", "    def __init__(self):"]
        + ["    " + x for x in body()]
        + ["    def run(self):"]
        + ["    " + x for x in body()]
    )


def call_shape(rnd: random.Random) -> str:
    """A program: imports, then random setup and calls around generate and the export wrappers."""
    lines = [rnd.choice(IMPORTS)]
    if rnd.random() < 0.7:
        name = MODEL_NAMES[0] if rnd.random() < 0.5 else rnd.choice(MODEL_NAMES)
        lines.append(f"model = AutoModelForCausalLM.from_pretrained({name!r})")
        lines.append("assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')")
        lines.append("tok = AutoTokenizer.from_pretrained('openai-community/gpt2')")
    # Mostly short and nearly right, so that the rules have something to decide; sometimes deep and wild.
    lines += block(rnd, depth=rnd.choice((0, 0, 1, 1, 2, 3)))
    return "\n".join(lines) + rnd.choice(("\n", "", "\r\n", "\n\n# end\n"))


# ---------------------------------------------------------------- the oracle


@dataclass(frozen=True, slots=True)
class Checked:
    seconds: float
    findings: int
    syntax_error: bool


_SETTINGS = {release: Settings(transformers_version=release) for release in RELEASES}


def check_one(source: str, release: str = "5.23.0", path: str | None = "fuzzed.py", workspace: str | None = None) -> Checked:
    """Analyse `source` twice: no exception escapes, no internal error, bounded time, the same findings."""
    settings = _SETTINGS[release] if workspace is None else Settings(transformers_version=release, workspace=workspace)
    start = time.perf_counter()
    first = analyze(source, path, settings)
    seconds = time.perf_counter() - start
    assert first.internal_errors == [], f"internal errors: {first.internal_errors}\n--- input:\n{source!r}"
    assert seconds < TIME_BOUND_S, f"analyze took {seconds:.2f} s\n--- input:\n{source!r}"
    second = analyze(source, path, settings)
    assert fingerprint(second) == fingerprint(first), f"findings differ between two runs\n--- input:\n{source!r}"
    index = LineIndex(source)
    for finding in first.findings:
        for span in [finding.span] + [e.span for fix in finding.fixes for e in fix.edits]:
            assert _inside(span, index), f"{finding.code} span {span} outside the text\n--- input:\n{source!r}"
    # "Fix all" on whatever was found must not crash, and never breaks a file that parsed.
    fixed, applied = apply_safe_fixes(source, first.findings)
    if applied and first.syntax_error is None:
        try:
            ast.parse(fixed)
        except SyntaxError as err:
            raise AssertionError(f"the safe fixes broke the file: {err}\n--- input:\n{source!r}\n--- fixed:\n{fixed!r}") from None
    return Checked(seconds, len(first.findings), first.syntax_error is not None)


def _inside(span, index: LineIndex) -> bool:
    """A span on lines of the text, its columns within them (a fix may also point at the end of the last line)."""
    if not (1 <= span.line <= span.end_line <= index.line_count):
        return False
    if span.line == span.end_line and span.end_col < span.col:
        return False
    return span.col <= len(index.line_text(span.line)) and span.end_col <= len(index.line_text(span.end_line))


def fingerprint(result: AnalysisResult) -> list[tuple]:
    return [(f.code, f.span, f.severity, f.message, f.evidence, f.fixes, f.notes) for f in result.findings]
