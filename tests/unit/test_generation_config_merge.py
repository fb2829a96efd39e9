"""How a `generation_config=` passed to generate meets the model's own generation config, per release.

`_prepare_generation_config` (generation/utils.py): 5.0.0 to 5.24.0 keep every field the passed
config sets (not None) and fill its unset fields from the model's; 4.57.6 gives each field of the
passed config that equals the global default the model's value, but only when the model's
generation config carries a transformers_version of 4.50 or later (a file without the key, a config
made from the model config or built in code carry 4.57.6 itself), never the model's "hybrid", and
`use_model_defaults=` forces or skips that. Every expectation below was run on the stand-ins
(tests/groundtruth/trial.py; the 4.40.0 / 4.50.0.dev0 / 4.51.0 / no-key files with a local folder).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hflint.core import effective as eff
from hflint.core.engine import Settings, analyze
from hflint.core.values import Const
from hflint.hubfacts import lookup

import analysed

RELEASES_5 = ["5.0.0", "5.15.0", "5.23.0", "5.24.0"]


def findings(source: str, release: str, **settings):
    return analysed.findings(source, "script.py", release, **settings)


def codes(source: str, release: str, **settings) -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in findings(source, release, **settings))


def mode(source: str, release: str, **settings) -> str:
    """The base mode HF109's logged warning names, as the finding says it ("<mode>" when unknown)."""
    (hf109,) = [f for f in findings(source, release, **settings) if f.code == "HF109"]
    assert hf109.detail.startswith(f"transformers {release} logs: ")
    return hf109.detail.split("is GenerationMode.", 1)[1].split(" ", 1)[0]


def setting(source: str, release: str, key: str, line: int):
    """The effective generation setting of the generate call on `line` under `release`."""
    result = analyze(source, "script.py", Settings(transformers_version=release))
    (obs,) = [o for s in result.sites if s.node.lineno == line for o in s.observations if o.kind == "generate"]
    eff.at_release(obs, release)
    return eff.gen_setting(obs, key)


UAD = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft_tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
{setup}
enc = tok("hello", return_tensors="pt")
model.generate(**enc, generation_config={config}, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok)
"""


def test_an_unset_do_sample_is_the_model_s_on_5x_but_not_on_457_for_a_file_older_than_450():
    # Qwen2.5-7B-Instruct's generation_config.json samples and was written by transformers 4.37.0.
    src = UAD.format(setup="", config="GenerationConfig(max_new_tokens=8)")
    assert codes(src, "4.57.6") == []
    for release in RELEASES_5:
        assert codes(src, release) == [(8, "HF129")], release


def test_a_do_sample_the_passed_config_sets_is_kept_where_the_model_file_is_older_than_450():
    for config in (
        "GenerationConfig(do_sample=False, max_new_tokens=8)",
        'GenerationConfig.from_pretrained("Qwen/Qwen2.5-0.5B")',
    ):
        src = UAD.format(setup="", config=config)
        for release in ["4.57.6", *RELEASES_5]:
            assert codes(src, release) == [], (config, release)


def test_editing_the_loaded_config_keeps_its_file_version():
    # model.generation_config still carries 4.37.0 after an edit: 4.57 merges nothing (run: clean).
    src = UAD.format(setup="model.generation_config.temperature = 0.9", config="GenerationConfig(max_new_tokens=8)")
    assert codes(src, "4.57.6") == []
    assert codes(src, "5.23.0") == [(8, "HF129")]


def test_a_generation_config_assigned_in_code_carries_the_running_release():
    # GenerationConfig(...) built by 4.57.6 says 4.57.6: the passed config's default do_sample becomes True.
    src = UAD.format(
        setup="model.generation_config = GenerationConfig(do_sample=True, temperature=0.7)",
        config="GenerationConfig(max_new_tokens=8)",
    )
    assert codes(src, "4.57.6") == [(8, "HF129")]
    assert codes(src, "5.23.0") == [(8, "HF129")]


BEAMS = """from transformers import AutoModelForCausalLM, GenerationConfig
model = AutoModelForCausalLM.from_pretrained("{main}")
draft = AutoModelForCausalLM.from_pretrained("{draft}")
model.generate(input_ids, generation_config={config}, assistant_model=draft{extra})
"""


@pytest.mark.parametrize(
    ("main", "draft", "config", "extra", "old", "new"),
    [
        # Qwen3-8B's file (4.51.0) samples: 4.57 merges it into the default do_sample=False.
        ("Qwen/Qwen3-8B", "Qwen/Qwen3-0.6B", "GenerationConfig(num_beams=2)", "", "BEAM_SAMPLE", "BEAM_SAMPLE"),
        ("Qwen/Qwen3-8B", "Qwen/Qwen3-0.6B", "GenerationConfig(do_sample=False, num_beams=2)", "", "BEAM_SAMPLE", "BEAM_SEARCH"),
        # Qwen2.5-1.5B-Instruct's file (4.37.0) samples too, but 4.57 leaves the passed config alone.
        (
            "Qwen/Qwen2.5-1.5B-Instruct",
            "Qwen/Qwen2.5-0.5B-Instruct",
            "GenerationConfig(num_beams=2)",
            "",
            "BEAM_SEARCH",
            "BEAM_SAMPLE",
        ),
        # use_model_defaults= decides on 4.57 (5.x would raise on the unused keyword: its mode is logged first).
        (
            "Qwen/Qwen2.5-1.5B-Instruct",
            "Qwen/Qwen2.5-0.5B-Instruct",
            "GenerationConfig(num_beams=2)",
            ", use_model_defaults=True",
            "BEAM_SAMPLE",
            "BEAM_SAMPLE",
        ),
        (
            "Qwen/Qwen3-8B",
            "Qwen/Qwen3-0.6B",
            "GenerationConfig(num_beams=2)",
            ", use_model_defaults=False",
            "BEAM_SEARCH",
            "BEAM_SAMPLE",
        ),
        # Sampling asked for in the passed config: the same everywhere.
        (
            "openai-community/gpt2",
            "distilbert/distilgpt2",
            "GenerationConfig(num_beams=2, do_sample=True)",
            "",
            "BEAM_SAMPLE",
            "BEAM_SAMPLE",
        ),
    ],
)
def test_hf109_names_the_mode_the_run_logs(main, draft, config, extra, old, new):
    src = BEAMS.format(main=main, draft=draft, config=config, extra=extra)
    assert mode(src, "4.57.6") == old
    for release in ("5.15.0", "5.23.0", "5.24.0"):
        assert mode(src, release) == new, release


def test_hf109_keeps_a_placeholder_where_do_sample_or_the_beam_mode_is_unknown():
    unknown_sampling = BEAMS.format(
        main="openai-community/gpt2",
        draft="distilbert/distilgpt2",
        config="GenerationConfig(num_beams=2, do_sample=flag)",
        extra="",
    )
    assert mode("flag = input() == 'y'\n" + unknown_sampling, "5.23.0") == "<mode>"
    groups = BEAMS.format(
        main="openai-community/gpt2",
        draft="distilbert/distilgpt2",
        config="GenerationConfig(num_beams=4)",
        # (group beam search raises HF178 right after the warning is logged: both are reported)
        extra=", num_beam_groups=2",
    )
    assert mode(groups, "5.23.0") == "<mode>"


def test_457_never_takes_the_model_s_hybrid_into_a_passed_config():
    # gemma-3-1b-it's file (4.50.0.dev0) sets cache_implementation "hybrid" and do_sample true:
    # 4.57 merges do_sample but skips "hybrid" (`continue` for it in _prepare_generation_config).
    src = """from transformers import AutoModelForCausalLM, GenerationConfig
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")
model.generate(input_ids, generation_config=GenerationConfig(max_new_tokens=8))
"""
    assert setting(src, "4.57.6", "cache_implementation", 3) == Const(None)
    assert setting(src, "4.57.6", "do_sample", 3).value is True
    # 5.x fills the unset field with the file's value (generate resets "hybrid" to None itself later).
    assert setting(src, "5.23.0", "cache_implementation", 3).value == "hybrid"
    # gemma-2-9b-it: the table does not know its file's transformers_version; "hybrid" is skipped all the same
    # (gemma-2-2b-it's, 4.42.4, is known since h174).
    gemma2 = src.replace("google/gemma-3-1b-it", "google/gemma-2-9b-it")
    assert setting(gemma2, "4.57.6", "cache_implementation", 3) == Const(None)


def test_the_table_and_the_stand_ins_record_the_hub_files_transformers_version():
    assert lookup("Qwen/Qwen3-8B").gen_version == "4.51.0"
    assert lookup("google/gemma-3-1b-it").gen_version == "4.50.0.dev0"
    assert lookup("Qwen/Qwen2.5-7B-Instruct").gen_version == "4.37.0"
    assert lookup("google/gemma-2-2b-it").gen_version == "4.42.4"  # (h174: below 4.50, 4.57's merge keeps the passed defaults)
    assert lookup("google/gemma-2-9b-it").gen_version is None  # (not known: 4.57's merge stays unknown)


def _cached(root: Path, repo: str, config: dict, gen: dict) -> None:
    snap = root / ("models--" + repo.replace("/", "--")) / "snapshots" / ("a" * 40)
    snap.mkdir(parents=True)
    (snap.parent.parent / "refs").mkdir()
    (snap.parent.parent / "refs" / "main").write_text("a" * 40)
    (snap / "config.json").write_text(json.dumps(config))
    (snap / "generation_config.json").write_text(json.dumps(gen))


@pytest.mark.parametrize(
    ("written", "old"),
    [
        ({"transformers_version": "4.40.0"}, "BEAM_SEARCH"),
        ({"transformers_version": "4.50.0.dev0"}, "BEAM_SAMPLE"),
        ({}, "BEAM_SAMPLE"),
    ],
)
def test_a_file_on_disk_merges_on_457_by_its_transformers_version(tmp_path, monkeypatch, written, old):
    # A cached checkpoint whose generation_config.json samples; without the key it carries 4.57.6.
    _cached(tmp_path, "acme/chat-7b", {"model_type": "llama", "vocab_size": 32000}, {"do_sample": True, **written})
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    src = BEAMS.format(main="acme/chat-7b", draft="acme/chat-7b", config="GenerationConfig(num_beams=2)", extra="")
    assert mode(src, "4.57.6", workspace=str(tmp_path)) == old
    assert mode(src, "5.23.0", workspace=str(tmp_path)) == "BEAM_SAMPLE"


def test_a_model_whose_generation_config_is_unknown_leaves_the_mode_unknown():
    # A checkpoint neither on disk nor in the table: its generation_config.json may sample, and on
    # 4.57 its transformers_version decides whether that reaches the passed config's default.
    src = BEAMS.format(main="acme/unknown-7b", draft="acme/unknown-1b", config="GenerationConfig(num_beams=2)", extra="")
    assert mode(src, "4.57.6") == "<mode>"
    assert mode(src, "5.23.0") == "<mode>"
    sampled = BEAMS.format(
        main="acme/unknown-7b", draft="acme/unknown-1b", config="GenerationConfig(num_beams=2, do_sample=True)", extra=""
    )
    # (do_sample=True stays, but such a file may also set num_beam_groups, another beam mode)
    assert mode(sampled, "4.57.6") == "<mode>"
    assert mode(sampled, "5.23.0") == "<mode>"


def test_passing_use_cache_true_cannot_undo_a_model_file_that_turns_it_off_on_457(tmp_path, monkeypatch):
    # generation_config.json with use_cache false and no transformers_version (so 4.57.6's own): the
    # passed use_cache=True is the global default and takes the file's False; assisted generation
    # then raises on 4.57.6 and runs on 5.23.0 (run: a local folder with that file, 4.57.6 raised
    # "assisted generate requires `use_cache=True`").
    _cached(tmp_path, "acme/chat-7b", {"model_type": "llama", "vocab_size": 32000}, {"use_cache": False})
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    src = """from transformers import AutoModelForCausalLM, GenerationConfig
model = AutoModelForCausalLM.from_pretrained("acme/chat-7b")
draft = AutoModelForCausalLM.from_pretrained("acme/chat-7b")
model.generate(input_ids, generation_config=GenerationConfig(use_cache=True, max_new_tokens=4), assistant_model=draft)
"""
    assert (4, "HF101") in codes(src, "4.57.6", workspace=str(tmp_path))
    assert (4, "HF101") not in codes(src, "5.23.0", workspace=str(tmp_path))
    old = tmp_path / "old"
    _cached(
        old, "acme/chat-7b", {"model_type": "llama", "vocab_size": 32000}, {"use_cache": False, "transformers_version": "4.38.2"}
    )
    monkeypatch.setenv("HF_HUB_CACHE", str(old))
    assert (4, "HF101") not in codes(src, "4.57.6", workspace=str(old))


def test_the_hover_shows_the_settings_of_the_release_it_names():
    from hflint.core.describe import describe_site

    src = """from transformers import AutoModelForCausalLM, GenerationConfig
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")
model.generate(input_ids, generation_config=GenerationConfig(max_new_tokens=8))
"""
    result = analyze(src, "script.py", Settings(transformers_version="5.23.0"))
    (site,) = [s for s in result.sites if s.observations and s.observations[0].kind == "generate"]

    def shown(release: str) -> str:
        return next(line.value for line in describe_site(site, release) if line.name == "cache_implementation")

    assert shown("4.57.6") != shown("5.23.0")
    assert "hybrid" in shown("5.23.0") and "hybrid" not in shown("4.57.6")
