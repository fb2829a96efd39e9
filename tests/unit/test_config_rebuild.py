"""A GenerationConfig rebuilt from a known config's dict: `GenerationConfig(**{**gc.to_dict(),
...})`, `type(gc)(**d)`, `GenerationConfig(**d)` after editing `d = gc.to_dict()`. The keys the
dict does not list hold GenerationConfig's defaults, which the constructor leaves them at anyway,
so the built config is known in full and its validation is checked where it is built; a
generate that reads such a config (passed, or swapped in as the model's own) is never reached.

Runs behind every expectation (tests/groundtruth/trial.py, the gpt2 stand-in, 4.57.6, 5.15.0,
5.23.0, 5.24.0): greedy with several sequences and more sequences than beams raise in the
constructor; sampling, or as many beams as sequences, run.
"""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    found = analysed.findings(HEAD + body, "rebuild.py", release)
    return [(f.span.line, f.code) for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
@pytest.mark.parametrize(
    "body,expected",
    [
        (
            "gc = GenerationConfig(**{**model.generation_config.to_dict(), 'num_return_sequences': 3})\n",
            [(6, "HF138")],
        ),
        ("d = model.generation_config.to_dict()\nd['num_return_sequences'] = 2\ngc = GenerationConfig(**d)\n", [(8, "HF138")]),
        (
            "old = model.generation_config\n"
            "model.generation_config = type(old)(**{**old.to_dict(), 'num_beams': 2, 'num_return_sequences': 4})\n"
            "model.generate(**enc, max_new_tokens=3)\n",
            [(7, "HF159")],  # (and not the generate after it, which the run never reaches)
        ),
        (
            "model.generation_config = GenerationConfig(num_return_sequences=4)\nmodel.generate(**enc, max_new_tokens=3)\n",
            [(6, "HF138")],
        ),
    ],
)
def test_rebuilt_config_checked_where_built(body, expected, release):
    assert codes(body, release) == expected


@pytest.mark.parametrize(
    "body",
    [
        "gc = GenerationConfig(**{**model.generation_config.to_dict(), 'num_return_sequences': 3, 'do_sample': True})\n"
        "model.generate(**enc, generation_config=gc, max_new_tokens=3)\n",
        "base = GenerationConfig(num_beams=4)\ngc = GenerationConfig(**{**base.to_dict(), 'num_return_sequences': 3})\n"
        "model.generate(**enc, generation_config=gc, max_new_tokens=3)\n",
        # a dict of unknown keys besides: silent
        "import json, sys\nextra = json.loads(sys.argv[1])\n"
        "gc = GenerationConfig(**{**model.generation_config.to_dict(), **extra, 'num_return_sequences': 3})\n",
    ],
)
def test_valid_or_unknown_rebuilds(body):
    assert codes(body) == []


# `GenerationConfig.from_pretrained(name, **overrides)` of a checkpoint whose generation config is
# known in full: built from the file's fields and the keywords, validated there (runs: h81's,
# gpt2/SmolLM2/Qwen2.5 stand-ins, 4.57.6, 5.15.0, 5.23.0, 5.24.0; gemma-2-2b-it raises too, and
# since h174 its file is known in full: found).
@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
@pytest.mark.parametrize(
    "body,expected",
    [
        ("gc = GenerationConfig.from_pretrained('openai-community/gpt2', num_beams=2, num_return_sequences=4)\n", [(6, "HF159")]),
        (
            "gc = GenerationConfig.from_pretrained('HuggingFaceTB/SmolLM2-135M-Instruct', num_return_sequences=3)\n"
            "model.generate(**enc, generation_config=gc)\n",
            [(6, "HF138")],  # (and not the call that passes it, never reached)
        ),
        ("gc = GenerationConfig.from_pretrained('Qwen/Qwen2.5-0.5B-Instruct', num_return_sequences=3)\n", []),
        ("gc = GenerationConfig.from_pretrained('openai-community/gpt2', num_beams=4, num_return_sequences=4)\n", []),
        ("gc = GenerationConfig.from_pretrained('google/gemma-2-2b-it', num_return_sequences=3)\n", [(6, "HF138")]),
    ],
)
def test_from_pretrained_with_overrides(body, expected, release):
    assert codes(body, release) == expected


# A class attribute or a dataclass field default that reads another class's attribute (an enum
# member, `cache = CacheMode.STATIC`): the class body's expression is read with the module's
# globals, also inside another class body's (runs: h81's, SmolLM2 stand-ins, 5.23.0 raises,
# 4.57.6 runs).
ENUM_HEAD = """\
from dataclasses import dataclass
from enum import Enum
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
class Cache(str, Enum):
    STATIC = "static"
"""


@pytest.mark.parametrize(
    "body,line",
    [
        ("class S:\n    c = Cache.STATIC\nmodel.generate(**enc, assistant_model=draft, cache_implementation=S.c.value)\n", 13),
        (
            "@dataclass\nclass D:\n    c: Cache = Cache.STATIC\n"
            "model.generate(**enc, assistant_model=draft, cache_implementation=D().c.value)\n",
            14,
        ),
    ],
)
def test_class_attribute_reads_another_class(body, line):
    assert codes(ENUM_HEAD + body) == [(line, "HF102")]
