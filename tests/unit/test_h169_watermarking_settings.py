"""A watermarking config whose settings `WatermarkingConfig.validate()` refuses (HF342), as a user
sees it: a `WatermarkingConfig(...)` given to generate, through a `GenerationConfig(...)`, a
keywords dict, an attribute write on the model's config, `update()` on either; a dict where the
release converts it (HF180 keeps the dict at generate before 5.16); silent where it is never
validated, where every setting passes, and where a setting it reaches is not known."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]
PREFIX = "Some of the keys in `watermarking_config` are defined incorrectly. "

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, WatermarkingConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("once upon a time", return_tensors="pt")
"""
LINE = 6


def _findings(source: str, release: str = "5.23.0") -> list[tuple[str, int, str]]:
    return [(f.code, f.span.line, f.message) for f in analysed.findings(source, "mark.py", release)]


def _codes(source: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(c, line) for c, line, _ in _findings(source, release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("settings", "shown"),
    [
        ('seeding_scheme="hash"', "`seeding_scheme` should be [`selfhash`, `lefthash`]` but found hash"),
        (
            'seeding_scheme="minhash", greenlist_ratio=3, context_width=0',
            "`seeding_scheme` should be [`selfhash`, `lefthash`]` but found minhash",
        ),
        ("greenlist_ratio=1.5", "`greenlist_ratio` should be in range between 0.0 and 1.0` but found lefthash"),
        (
            'greenlist_ratio=-0.1, seeding_scheme="selfhash"',
            "`greenlist_ratio` should be in range between 0.0 and 1.0` but found selfhash",
        ),
        ("greenlist_ratio=3, context_width=0", "`greenlist_ratio` should be in range between 0.0 and 1.0` but found lefthash"),
        ("context_width=0", "`context_width` should be a positive integer` but found 0"),
        ("context_width=0.5", "`context_width` should be a positive integer` but found 0.5"),
    ],
)
def test_the_first_setting_validate_refuses(settings: str, shown: str, release: str) -> None:
    source = HEAD + f"model.generate(**enc, watermarking_config=WatermarkingConfig({settings}), max_new_tokens=4)\n"
    found = _findings(source, release)
    assert [(c, line) for c, line, _ in found] == [("HF342", LINE)]
    assert PREFIX + shown in found[0][2]


@pytest.mark.parametrize(
    ("body", "line"),
    [
        # (a GenerationConfig validates as it is built)
        (
            (
                'gc = GenerationConfig(watermarking_config=WatermarkingConfig(seeding_scheme="hash"))\n'
                "model.generate(**enc, generation_config=gc)\n"
            ),
            LINE,
        ),
        ('gc = GenerationConfig(watermarking_config={"greenlist_ratio": 1.2})\n', LINE),
        ("gc = GenerationConfig()\ngc.update(watermarking_config=WatermarkingConfig(context_width=0))\n", LINE + 1),
        (
            (
                "gc = GenerationConfig()\n"
                'gc.watermarking_config = WatermarkingConfig(seeding_scheme="hash")\n'
                "model.generate(**enc, generation_config=gc)\n"
            ),
            LINE + 2,
        ),
        ("model.generation_config.watermarking_config = WatermarkingConfig(context_width=0)\nmodel.generate(**enc)\n", LINE + 1),
        (
            (
                "kw = dict(do_sample=True, watermarking_config=WatermarkingConfig(greenlist_ratio=1.25))\n"
                "model.generate(**enc, **kw)\n"
            ),
            LINE + 1,
        ),
        ("wm = WatermarkingConfig()\nwm.update(context_width=0)\nmodel.generate(**enc, watermarking_config=wm)\n", LINE + 2),
        ("wm = WatermarkingConfig()\nwm.greenlist_ratio = 1.5\nmodel.generate(**enc, watermarking_config=wm)\n", LINE + 2),
        (
            "for pct in (10, 25):\n    model.generate(**enc, watermarking_config=WatermarkingConfig(greenlist_ratio=pct))\n",
            LINE + 1,
        ),
        (
            (
                "from transformers import pipeline\n"
                'p = pipeline("text-generation", model=model, tokenizer=tok)\n'
                'p("hi", watermarking_config=WatermarkingConfig(seeding_scheme="hash"))\n'
            ),
            LINE + 2,
        ),
        (
            'wm = WatermarkingConfig.from_dict({"seeding_scheme": "lefthash"}, context_width=0)\n'
            "model.generate(**enc, watermarking_config=wm)\n",
            LINE + 1,
        ),
    ],
)
def test_where_validate_meets_it(body: str, line: int) -> None:
    assert _codes(HEAD + body) == [("HF342", line)]


def test_a_module_alias_and_the_generation_package() -> None:
    source = HEAD + (
        "import transformers\nfrom transformers.generation import WatermarkingConfig as WC\n"
        'model.generate(**enc, watermarking_config=transformers.WatermarkingConfig(seeding_scheme="Hash"))\n'
        "model.generate(**enc, watermarking_config=WC(context_width=-1))\n"
    )
    assert _codes(source) == [("HF342", LINE + 2), ("HF342", LINE + 3)]


@pytest.mark.parametrize(
    ("release", "code"), [("4.57.6", "HF180"), ("5.15.0", "HF180"), ("5.16.1", "HF342"), ("5.24.0", "HF342")]
)
def test_a_dict_at_generate_is_converted_from_5_16(release: str, code: str) -> None:
    source = HEAD + 'model.generate(**enc, watermarking_config={"seeding_scheme": "hash"})\n'
    assert _codes(source, release) == [(code, LINE)]


@pytest.mark.parametrize(("release", "code"), [("4.57.6", "HF180"), ("5.24.0", "HF342")])
def test_a_dict_on_the_models_own_config(release: str, code: str) -> None:
    source = HEAD + 'model.generation_config.watermarking_config = {"context_width": 0}\nmodel.generate(**enc)\n'
    assert _codes(source, release) == [(code, LINE + 1)]


def test_a_dict_written_on_a_passed_config_is_hf195() -> None:
    source = HEAD + (
        "gc = GenerationConfig()\n"
        'gc.watermarking_config = {"seeding_scheme": "hash"}\n'
        "model.generate(**enc, generation_config=gc)\n"
    )
    assert _codes(source, "5.24.0") == [("HF195", LINE + 2)]


def test_an_argparse_default_is_a_warning() -> None:
    source = HEAD + (
        "import argparse\nparser = argparse.ArgumentParser()\n"
        'parser.add_argument("--context-width", type=int, default=0)\nargs = parser.parse_args()\n'
        "model.generate(**enc, watermarking_config=WatermarkingConfig(context_width=args.context_width))\n"
    )
    found = analysed.findings(source, "mark.py", "5.23.0")
    assert [(f.code, f.span.line, f.severity.value) for f in found] == [("HF342", LINE + 4, "warning")]


@pytest.mark.parametrize(
    "body",
    [
        'wm = WatermarkingConfig(seeding_scheme="hash", greenlist_ratio=2.0, context_width=0)\nprint(wm)\n',
        'model.generate(**enc, watermarking_config=WatermarkingConfig(seeding_scheme="selfhash", bias=-3.0, context_width=4))\n',
        "for r in (0.1, 0.5, 0.9):\n    model.generate(**enc, watermarking_config=WatermarkingConfig(greenlist_ratio=r))\n",
        (
            'wm = WatermarkingConfig(seeding_scheme="SelfHash")\n'
            'wm.seeding_scheme = "selfhash"\n'
            "model.generate(**enc, watermarking_config=wm)\n"
        ),
        "wm = WatermarkingConfig(context_width=0)\nwm.update(context_width=2)\nmodel.generate(**enc, watermarking_config=wm)\n",
        "import os\nmodel.generate(**enc, watermarking_config=WatermarkingConfig(seeding_scheme=os.environ['SCHEME']))\n",
        (
            "def tweak(cfg):\n"
            "    pass\n"
            "wm = WatermarkingConfig(context_width=0)\n"
            "import helpers\n"
            "helpers.fix(wm)\n"
            "model.generate(**enc, watermarking_config=wm)\n"
        ),
        'model.generate(**enc, watermarking_config=WatermarkingConfig(**{"seeding_scheme": "lefthash", "context_width": 2}))\n',
        'gc = GenerationConfig.from_pretrained("openai-community/gpt2", watermarking_config=WatermarkingConfig())\n',
    ],
)
def test_silent(body: str) -> None:
    assert [c for c, _ in _codes(HEAD + body) if c == "HF342"] == []


def test_the_scheme_unknown_leaves_the_later_checks_alone() -> None:
    # (validate() checks the scheme first: one it cannot read may raise, or not, before the ratio)
    source = HEAD + (
        "import os\n"
        "model.generate(**enc, watermarking_config=WatermarkingConfig(seeding_scheme=os.environ['S'], greenlist_ratio=2))\n"
    )
    assert _codes(source) == []
