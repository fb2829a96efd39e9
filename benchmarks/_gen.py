"""Generated, realistic transformers scripts and workspaces for the benchmarks (deterministic)."""

from __future__ import annotations

import textwrap
from pathlib import Path

HEADER = '''\
"""Generated benchmark script: loading, assisted generation, export and plain helpers."""
import copy
import time

import torch
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    GenerationConfig,
    MambaForCausalLM,
    StaticCache,
)
from transformers.integrations.executorch import (
    TorchExportableModuleWithStaticCache,
    convert_and_export_with_cache,
)

MAIN = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"
FAST = time.time() > 0
'''

# One block is about 50 lines: models loaded by a helper, an assisted call with
# use_cache=False, kwargs built in branches, a GenerationConfig copy, an export
# wrapper, a method that generates, and code that has nothing to do with transformers.
BLOCK = """\


def load_pair_{i}(main=MAIN, draft=DRAFT):
    tokenizer = AutoTokenizer.from_pretrained(main)
    model = AutoModelForCausalLM.from_pretrained(main)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    return tokenizer, model, assistant


def score_{i}(texts, weights=None):
    total = 0.0
    for n, text in enumerate(texts):
        weight = 1.0 if weights is None else weights[n]
        total += weight * len(text.split())
    return total / max(1, len(texts))


tok_{i}, model_{i}, draft_{i} = load_pair_{i}()
inputs_{i} = tok_{i}("Prompt number {i}", return_tensors="pt")
slow_{i} = model_{i}.generate(**inputs_{i}, assistant_model=draft_{i}, use_cache=False, max_new_tokens={tokens})

kwargs_{i} = {{"max_new_tokens": {tokens}, "do_sample": False}}
if FAST:
    kwargs_{i}["use_cache"] = True
else:
    kwargs_{i}.update(num_beams=2)
fast_{i} = model_{i}.generate(**inputs_{i}, assistant_model=draft_{i}, **kwargs_{i})

config_{i} = GenerationConfig(max_new_tokens={tokens}, cache_implementation="static")
sampled_{i} = copy.deepcopy(config_{i})
sampled_{i}.do_sample = True
plain_{i} = model_{i}.generate(**inputs_{i}, generation_config=sampled_{i})

model_{i}.generation_config.use_cache = True
exportable_{i} = TorchExportableModuleWithStaticCache(model_{i}, batch_size=1, max_cache_len={cache_len})
exported_{i} = convert_and_export_with_cache(model_{i})


class Runner{i}:
    def __init__(self, name=MAIN):
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.tokenizer = AutoTokenizer.from_pretrained(name)

    def run(self, prompt, lookup=0):
        ids = self.tokenizer(prompt, return_tensors="pt").input_ids
        if lookup:
            return self.model.generate(ids, prompt_lookup_num_tokens=lookup, max_new_tokens=16)
        return self.model.generate(ids, max_new_tokens=16)


print(score_{i}(["a b c", "d e"]), Runner{i}().run("hello", lookup={lookup}))
"""

BLOCK_LINES = BLOCK.count("\n")
HEADER_LINES = HEADER.count("\n")
# Per block: 5 generate calls (3 at module level, 2 in Runner.run), 2 export wrappers, 1 GenerationConfig.
CALLS_PER_BLOCK = 8


def expected_findings(text: str) -> int:
    """Findings a complete analysis of script() reports with transformers 5.23.0: per block HF101
    (use_cache=False), HF109 (num_beams on one path: a warning) and HF203 on both export wrappers."""
    return 4 * text.count("\ndef load_pair_")


def expected_call_findings(calls: int) -> int:
    """Findings of script_with_calls() with 5.23.0: HF101 on every assisted call, HF202 on every wrapper."""
    return sum(1 for i in range(calls) if i % 4 in (0, 3))


def block(i: int) -> str:
    return BLOCK.format(i=i, tokens=16 + i % 48, cache_len=128 + 8 * (i % 16), lookup=i % 3)


def script(lines: int) -> str:
    """A module of about `lines` lines (never fewer), made of numbered blocks."""
    parts = [HEADER]
    n, i = HEADER_LINES, 0
    while n < lines:
        parts.append(block(i))
        n += BLOCK_LINES
        i += 1
    return "".join(parts)


def script_with_calls(calls: int, filler_per_call: int = 0) -> str:
    """A module whose size is driven by the number of generate calls: each call reuses one
    loaded pair and differs in its arguments (`filler_per_call` plain lines after each)."""
    out = [
        HEADER,
        textwrap.dedent("""\

        tokenizer = AutoTokenizer.from_pretrained(MAIN)
        model = AutoModelForCausalLM.from_pretrained(MAIN)
        assistant = AutoModelForCausalLM.from_pretrained(DRAFT)
        inputs = tokenizer("hello", return_tensors="pt")
        config = GenerationConfig(max_new_tokens=32)
    """),
    ]
    filler = "".join(f"values = [v * {k} for v in range(8)]\n" for k in range(filler_per_call))
    for i in range(calls):
        if i % 4 == 0:
            out.append(
                f"out_{i} = model.generate(**inputs, assistant_model=assistant, use_cache=False, max_new_tokens={i % 64 + 1})\n"
            )
        elif i % 4 == 1:
            out.append(
                f"kw_{i} = {{'max_new_tokens': {i % 64 + 1}}}\n"
                f"out_{i} = model.generate(**inputs, generation_config=config, **kw_{i})\n"
            )
        elif i % 4 == 2:
            out.append(f"out_{i} = model.generate(**inputs, prompt_lookup_num_tokens={i % 5 + 1})\n")
        else:
            out.append(f"out_{i} = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len={128 + i % 64})\n")
        out.append(filler)
    return "".join(out)


def script_with_typos(calls: int, filler_per_call: int = 40) -> str:
    """A module of `calls` functions, each calling generate with a misspelt setting
    (`temprature=`) after `filler_per_call` plain lines: every call is HF146's, whose check asks
    where the script writes each name (once per text, not once per call)."""
    out = [HEADER, "\nmodel = AutoModelForCausalLM.from_pretrained(MAIN)\n"]
    for i in range(calls):
        out.append(f"\n\ndef step_{i}(ids):\n")
        out.extend(f"    v{k} = ids + {k}\n" for k in range(filler_per_call))
        out.append(f"    return model.generate(ids, temprature=0.{i % 9 + 1}, max_new_tokens={i % 64 + 1})\n")
    return "".join(out)


# ---------------------------------------------------------------- a workspace with helper modules

LOADING = '''\
"""Loading helpers shared by the scripts (group {g})."""
from transformers import AutoModelForCausalLM, AutoTokenizer, XLNetLMHeadModel

from pkg.config_{g} import DRAFT, MAIN


def load_models(main=MAIN, draft=DRAFT):
    tokenizer = AutoTokenizer.from_pretrained(main)
    model = AutoModelForCausalLM.from_pretrained(main)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    return tokenizer, model, assistant


def load_xlnet():
    return XLNetLMHeadModel.from_pretrained("xlnet/xlnet-base-cased")


def load_for_export(name=MAIN):
    model = AutoModelForCausalLM.from_pretrained(name)
    model.generation_config.use_cache = True
    return model
'''

CONFIG = '''\
"""Generation settings for the scripts of group {g}."""
from transformers import GenerationConfig

MAIN = "openai-community/gpt2"
DRAFT = "distilbert/distilgpt2"
GEN_CONFIG = GenerationConfig(max_new_tokens={tokens}, use_cache={use_cache})
STATIC = GenerationConfig(max_new_tokens={tokens}, cache_implementation="static")
GEN_KWARGS = {{"max_new_tokens": {tokens}, "use_cache": {use_cache}}}
'''

PKG_INIT = '''\
"""Re-exports the loaders and configs of every group."""
{lines}
'''

SCRIPT = '''\
"""Script {n}: models and settings come from the workspace's own modules."""
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

from pkg import load_models_{g}, load_xlnet_{g}
from pkg.config_{g} import GEN_CONFIG, GEN_KWARGS, STATIC
from pkg.loading_{g} import load_for_export

tokenizer, model, assistant = load_models_{g}()
inputs = tokenizer("Script {n} prompt", return_tensors="pt")
out = model.generate(**inputs, assistant_model=assistant, generation_config=GEN_CONFIG)
again = model.generate(**inputs, assistant_model=assistant, **GEN_KWARGS)
static = model.generate(**inputs, assistant_model=assistant, generation_config=STATIC)


def summarise(outputs):
    return [tokenizer.decode(o, skip_special_tokens=True) for o in outputs]


xlnet = load_xlnet_{g}()
ids = tokenizer("The weather today is", return_tensors="pt").input_ids
xlnet.generate(ids, prompt_lookup_num_tokens=3, max_new_tokens=8)

exportable = TorchExportableModuleWithStaticCache(load_for_export(), batch_size=1, max_cache_len=256)
print(summarise(out), summarise(again), summarise(static))
'''


def write_workspace(root: Path, files: int = 500, groups: int = 10) -> list[Path]:
    """A project of `files` Python files: pkg/ (loading_G, config_G, a re-exporting __init__)
    and scripts/ that import from it. Returns the scripts."""
    pkg = root / "pkg"
    scripts = root / "scripts"
    pkg.mkdir(parents=True, exist_ok=True)
    scripts.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text('[project]\nname = "bench-workspace"\nversion = "0"\n')
    exports = []
    for g in range(groups):
        (pkg / f"loading_{g}.py").write_text(LOADING.format(g=g))
        use_cache = "False" if g % 2 == 0 else "True"
        (pkg / f"config_{g}.py").write_text(CONFIG.format(g=g, tokens=16 + g, use_cache=use_cache))
        exports.append(f"from .loading_{g} import load_models as load_models_{g}")
        exports.append(f"from .loading_{g} import load_xlnet as load_xlnet_{g}")
    (pkg / "__init__.py").write_text(PKG_INIT.format(lines="\n".join(exports)))
    count = 2 * groups + 1
    out = []
    for n in range(files - count):
        path = scripts / f"script_{n:03d}.py"
        path.write_text(SCRIPT.format(n=n, g=n % groups))
        out.append(path)
    return out


def write_plain_workspace(root: Path, files: int = 500) -> list[Path]:
    """`files` stand-alone scripts of about 100 lines each (no workspace imports)."""
    root.mkdir(parents=True, exist_ok=True)
    out = []
    for n in range(files):
        path = root / f"script_{n:03d}.py"
        path.write_text(script(100).replace("Prompt number", f"Script {n}, prompt number"))
        out.append(path)
    return out
