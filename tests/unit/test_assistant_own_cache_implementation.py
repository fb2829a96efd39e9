"""HF111 through the assistant's own generation config: the candidate generator calls
`assistant.generate(generation_config=<copy of the main call's>, past_key_values=<the assistant's
cache>)`, and the copy leaves `cache_implementation` unset from the second drafting round on, so the
assistant's own value fills it next to a cache object.

Runs behind every expectation (tests/groundtruth/trial.py, a tiny GPT-2 and a tiny T5 assistant,
12 new tokens, the value set in code, read from a saved file of the running release and from one
edited to say 4.40.0): 4.57.6 raised for "static", "offloaded_static", "sliding_window", "dynamic"
and "dynamic_full" unless the file said 4.40.0; 5.0.0 and 5.14.0 raised for all of them whatever
the file said (5.14.0's T5 failed before, on the main model's cache); 5.15.0 and 5.23.0 raised only
for "dynamic" (HF113), the static family failed on `crop`; 5.24.0 raised for "dynamic", and for
"static" and "sliding_window" with the GPT-2 assistant only; "hybrid" ran clean everywhere; with 2
new tokens every run ended in the first drafting round and ran clean.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import analysed

SRC = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained({draft!r})
{setup}
enc = tok("hello", return_tensors="pt")
model.generate(**enc, assistant_model=draft, {extra})
"""
CALL = 7


def found(source: str, release: str, **settings) -> list[tuple[str, str]]:
    found = analysed.findings(source, "script.py", release, **settings)
    return sorted((f.code, f.severity.value) for f in found if f.span.line == CALL)


def src(value: str | None, extra: str = "max_new_tokens=64", draft: str = "distilbert/distilgpt2") -> str:
    setup = "" if value is None else f"draft.generation_config = GenerationConfig(cache_implementation={value!r})"
    return SRC.format(draft=draft, setup=setup, extra=extra)


@pytest.mark.parametrize(
    ("value", "by_release"),
    [
        # (5.15 to 5.23 fail on cropping the assistant's static cache: HF137)
        (
            "static",
            {"4.57.6": "HF111", "5.0.0": "HF111", "5.14.0": "HF111", "5.15.0": "HF137", "5.23.0": "HF137", "5.24.0": "HF111"},
        ),
        ("sliding_window", {"4.57.6": "HF111", "5.13.1": "HF111", "5.15.0": "HF137", "5.24.0": "HF111"}),
        ("offloaded_static", {"4.57.6": "HF111", "5.0.0": "HF111", "5.15.0": None, "5.24.0": None}),
        (
            "dynamic",
            {"4.57.6": "HF111", "5.0.0": "HF111", "5.14.0": "HF111", "5.15.0": "HF113", "5.23.0": "HF113", "5.24.0": "HF111"},
        ),
        # (from 5.15 the value is unknown to the inner call: HF112's error, which hflint does not
        # follow into the assistant's config)
        ("dynamic_full", {"4.57.6": "HF111", "5.0.0": "HF111", "5.14.0": "HF111", "5.15.0": None, "5.24.0": None}),
        ("hybrid", {"4.57.6": None, "5.0.0": None, "5.15.0": None, "5.24.0": None}),
        (None, {"4.57.6": None, "5.0.0": None, "5.15.0": None, "5.24.0": None}),
    ],
)
def test_the_assistant_s_own_value_per_release(value, by_release):
    for release, code in by_release.items():
        got = [c for c, _ in found(src(value), release)]
        assert got == ([] if code is None else [code]), release


def test_a_short_generation_may_end_within_the_first_round():
    assert found(src("static", "max_new_tokens=8"), "4.57.6") == [("HF111", "warning")]
    assert found(src("static", "max_new_tokens=1"), "4.57.6") == []
    # (an unknown length: may reach the second round)
    assert found(src("static", "max_new_tokens=n"), "5.0.0") == [("HF111", "warning")]


def test_an_unknown_value_or_no_inner_generate_stays_silent():
    unknown = SRC.format(
        draft="distilbert/distilgpt2",
        setup="draft.generation_config.cache_implementation = input()",
        extra="max_new_tokens=64",
    )
    assert found(unknown, "4.57.6") == [] and found(unknown, "5.0.0") == []
    lookup = src("static").replace("assistant_model=draft, ", "prompt_lookup_num_tokens=3, ")
    assert found(lookup, "5.0.0") == []


def test_the_main_call_s_value_decides_on_5_15_to_5_23():
    # 5.15 to 5.23 pass the main call's value on: the assistant's "dynamic" is then never read.
    given = src("dynamic", 'max_new_tokens=64, cache_implementation="hybrid"')
    assert "HF113" not in [c for c, _ in found(given, "5.23.0")]


def _cached(root: Path, repo: str, gen: dict) -> None:
    snap = root / ("models--" + repo.replace("/", "--")) / "snapshots" / ("a" * 40)
    snap.mkdir(parents=True)
    (snap.parent.parent / "refs").mkdir()
    (snap.parent.parent / "refs" / "main").write_text("a" * 40)
    (snap / "config.json").write_text(json.dumps({"model_type": "gpt2", "vocab_size": 50257}))
    (snap / "generation_config.json").write_text(json.dumps(gen))


@pytest.mark.parametrize(
    ("written", "on_457"),
    [({"transformers_version": "4.40.0"}, []), ({"transformers_version": "4.51.0"}, ["HF111"]), ({}, ["HF111"])],
)
def test_a_saved_file_merges_on_457_by_its_transformers_version(tmp_path, monkeypatch, written, on_457):
    _cached(tmp_path, "acme/draft-small", {"cache_implementation": "static", **written})
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    source = src(None, draft="acme/draft-small")
    assert [c for c, _ in found(source, "4.57.6", workspace=str(tmp_path))] == on_457
    assert [c for c, _ in found(source, "5.0.0", workspace=str(tmp_path))] == ["HF111"]


def test_a_hub_checkpoint_file_older_than_450_keeps_457_silent():
    # Qwen2.5-0.5B-Instruct's generation_config.json was written by 4.37.0 (the checkpoint table).
    edited = SRC.format(
        draft="Qwen/Qwen2.5-0.5B-Instruct",
        setup='draft.generation_config.cache_implementation = "static"',
        extra="max_new_tokens=64",
    ).replace("openai-community/gpt2", "Qwen/Qwen2.5-1.5B-Instruct")
    assert found(edited, "4.57.6") == []
    assert found(edited, "5.0.0") == [("HF111", "error")]


T5 = """from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig
tok = AutoTokenizer.from_pretrained("google-t5/t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google-t5/t5-small")
draft = AutoModelForSeq2SeqLM.from_pretrained("google-t5/t5-small")
draft.generation_config = GenerationConfig(cache_implementation="static")
enc = tok("summarize: hello", return_tensors="pt")
model.generate(**enc, assistant_model=draft, max_new_tokens=64)
"""


def test_an_encoder_decoder_pair():
    assert [c for c, _ in found(T5, "4.57.6")] == ["HF111"]
    assert [c for c, _ in found(T5, "5.0.0")] == ["HF111"]
    assert "HF111" not in [c for c, _ in found(T5, "5.14.0")]  # (the main model's cache fails first)
    assert [c for c, _ in found(T5, "5.24.0")] == ["HF130"]  # (fails on `crop` instead)
