"""Odd values of any setting, from code or from a checkpoint's JSON files, are unknown: never a crash, never another value."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hflint.core.checkpoints import GEN_KEYS, clear_cache
from hflint.core.describe import describe_site
from hflint.core.engine import analyze
from hflint.core.settings import Settings

EXAMPLES = int(os.environ.get("HFLINT_FUZZ_EXAMPLES", "300"))
SETTINGS = Settings(transformers_version="5.23.0")
PROPERTY = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)

# Every setting the rules read from code (keywords, configs, attributes) ...
CODE_SETTINGS = (
    *GEN_KEYS,
    "assistant_model",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "use_mtp",
    "generation_config",
    "past_key_values",
    "tokenizer",
    "assistant_tokenizer",
    "batch_size",
    "max_cache_len",
    "input_ids",
    "max_new_tokens",
)
# ... and from a checkpoint's files (with the keys transformers itself nests them under).
CONFIG_SETTINGS = (
    "model_type",
    "vocab_size",
    "use_cache",
    "layer_types",
    "sliding_window",
    "text_config",
    "is_encoder_decoder",
    "architectures",
    "auto_map",
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["static", "offloaded_static", "hybrid", "dynamic", "", "STATIC"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
python_literals = st.sampled_from(
    [
        "[]",
        "['static']",
        "{'static': 1}",
        "{'batch_size': 1, 'max_cache_len': [1]}",
        "('static',)",
        "{'static'}",
        "b'static'",
        "1j",
        "10**100",
        "float('nan')",
        "1e309",
        "-1",
        "0",
        "True",
        "None",
        "...",
        "'static'",
        "'offloaded_static'",
        "''",
        "'\\x00'",
        "'\\u202e'",
        "[[[]]]",
        "{1: 2}",
        "{None: None}",
        "lambda: 'static'",
        "(x := 'static')",
        "f'{1}'",
        "object()",
        "range(3)",
        "[1] * 3",
        "{**{}}",
        "not None",
        "-True",
    ]
)


SCRIPT = """\
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import (TorchExportableModuleWithStaticCache,
    TorchExportableModuleWithHybridCache, TorchExportableModuleForDecoderOnlyLM)

model = AutoModelForCausalLM.from_pretrained({main!r})
assistant = AutoModelForCausalLM.from_pretrained({assistant!r})
{body}
model.generate(assistant_model=assistant)
model.generate(prompt_lookup_num_tokens=3, num_beams=2)
TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=64)
TorchExportableModuleForDecoderOnlyLM(model)
"""


def analysed_cleanly(source: str, path: str) -> None:
    result = analyze(source, path, SETTINGS)
    assert result.internal_errors == [], f"{result.internal_errors}\n--- input:\n{source}"
    for site in result.sites:
        describe_site(site)  # (the hover's and inlay hints' words for the settings)


@PROPERTY
@given(
    key=st.sampled_from(GEN_KEYS + ("max_length", "pad_token_id")),
    value=json_values,
    config_key=st.sampled_from(CONFIG_SETTINGS),
    config_value=json_values,
)
def test_any_value_in_a_checkpoints_json(key, value, config_key, config_value):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "ckpt"
        folder.mkdir()
        (folder / "config.json").write_text(json.dumps({"model_type": "gpt2", "vocab_size": 50257, config_key: config_value}))
        (folder / "generation_config.json").write_text(json.dumps({key: value}))
        clear_cache()
        source = SCRIPT.format(main="./ckpt", assistant="./ckpt", body="")
        analysed_cleanly(source, str(Path(tmp) / "run.py"))


@PROPERTY
@given(
    key=st.sampled_from(CODE_SETTINGS),
    value=python_literals,
    where=st.sampled_from(
        [
            "model.generate(assistant_model=assistant, {key}={value})",
            "cfg = GenerationConfig({key}={value})\nmodel.generate(assistant_model=assistant, generation_config=cfg)",
            "model.generation_config.{key} = {value}",
            "model.config.{key} = {value}",
            "kwargs = dict({key}={value})\nmodel.generate(assistant_model=assistant, **kwargs)",
            "kwargs = {{{key!r}: {value}}}\nTorchExportableModuleWithStaticCache(model, **kwargs)",
            "TorchExportableModuleWithStaticCache(model, {key}={value})",
        ]
    ),
)
def test_any_value_written_in_code(key, value, where):
    body = where.format(key=key, value=value)
    analysed_cleanly(SCRIPT.format(main="openai-community/gpt2", assistant="distilbert/distilgpt2", body=body), "run.py")


@pytest.mark.parametrize("value", [["static"], {"static": 1}, 5, "static"])
def test_cache_implementation_of_the_wrong_type_is_unknown_not_a_crash(tmp_path, value):
    # The report: a list or a dict in generation_config.json made HF102 fail with "unhashable type".
    folder = tmp_path / "ckpt"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "gpt2", "vocab_size": 50257}))
    (folder / "generation_config.json").write_text(json.dumps({"cache_implementation": value}))
    clear_cache()
    source = SCRIPT.format(main="./ckpt", assistant="distilbert/distilgpt2", body="")
    result = analyze(source, str(tmp_path / "run.py"), SETTINGS)
    assert result.internal_errors == []
    codes = {f.code for f in result.findings if f.span.line == 8}
    # Only the string "static" is a static cache (HF102); anything else of the wrong type is unknown: silent.
    assert codes == ({"HF102"} if value == "static" else set())


@pytest.mark.parametrize(
    "text",
    [
        'f"{n:>999999999}"',
        '"{:>999999999}".format(n)',
        '"%999999999d" % n',
        '"{:.999999999f}".format(1.5)',
        '"%.99999999f" % 1.5',
    ],
)
def test_a_format_that_would_build_a_huge_text_is_unknown(text):
    """A width or precision far past any text the analysis keeps is refused before formatting:
    Python would build the whole text (a gigabyte) first."""
    import tracemalloc

    source = (
        f"from transformers import AutoModelForCausalLM\nn = 1\nname = {text}\n"
        'm = AutoModelForCausalLM.from_pretrained("gpt2")\nm.generate(max_new_tokens=len(name))\n'
    )
    tracemalloc.start()
    try:
        result = analyze(source, "wide.py", SETTINGS)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.internal_errors == []
    assert peak < 200_000_000, peak


def test_formats_of_ordinary_widths_are_still_folded():
    source = (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        'org, day = "distilbert", 20240501\n'
        'main = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")\n'
        'draft = AutoModelForCausalLM.from_pretrained("%s/distil%s" % (org, "gpt2"))\n'
        'tag = "run-%08d-%s" % (day, "x")\n'
        'tok = AutoTokenizer.from_pretrained("openai-community/gpt2")\n'
        'main.generate(**tok(["a", "b"], return_tensors="pt", padding=True), assistant_model=draft)\n'
    )
    result = analyze(source, "ok.py", SETTINGS)
    assert [f.code for f in result.findings] == ["HF106"]
