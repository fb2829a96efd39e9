"""HF129: universal assisted decoding with sampling, for a draft that ships the main model's tokenizer
while its vocab_size differs (runs: catalog/HF129.toml, benchmarks/recall/scripts/uad_*.py)."""

from __future__ import annotations

import pytest

from hflint.core.findings import Applicability
from hflint.hubfacts import lookup

import analysed

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("{main}")
draft_tok = AutoTokenizer.from_pretrained("{draft}")
model = AutoModelForCausalLM.from_pretrained("{main}")
draft = AutoModelForCausalLM.from_pretrained("{draft}")
enc = tok("hello", return_tensors="pt")
"""
QWEN = dict(main="Qwen/Qwen2.5-7B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct")


def findings(body: str, release: str = "5.24.0", **pair):
    source = HEAD.format(**(pair or QWEN)) + body
    found = analysed.findings(source, "script.py", release)
    return [f for f in found if f.span.line >= 8]


def codes(body: str, release: str = "5.24.0", **pair) -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in findings(body, release, **pair))


UAD = "model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=8{extra})\n"


def test_the_table_says_which_checkpoints_share_their_tokenizer():
    assert lookup("Qwen/Qwen2.5-7B-Instruct").tokenizer_files == lookup("Qwen/Qwen2.5-Coder-0.5B-Instruct").tokenizer_files
    assert lookup("Qwen/Qwen2-7B-Instruct").tokenizer_files == lookup("Qwen/Qwen2-0.5B").tokenizer_files
    assert lookup("Qwen/Qwen2-7B-Instruct").tokenizer_files != lookup("Qwen/Qwen2.5-0.5B-Instruct").tokenizer_files
    r1 = lookup("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B").tokenizer_files
    assert r1 is not None and r1 == lookup("deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B").tokenizer_files
    assert lookup("deepseek-ai/DeepSeek-R1-Distill-Llama-8B").tokenizer_files is None
    assert lookup("EleutherAI/pythia-6.9b").tokenizer_files is None  # (not run: left out)


@pytest.mark.parametrize(
    ("release", "attribute"),
    [
        ("4.57.6", "map_input_embeddings"),
        ("5.5.4", "map_input_embeddings"),
        ("5.6.2", "assistant_overlap_token_ids"),
        ("5.24.0", "assistant_overlap_token_ids"),
    ],
)
def test_the_hub_file_samples_and_the_message_follows_the_release(release, attribute):
    (f,) = findings(UAD.format(extra=""), release)
    assert f.code == "HF129" and f.span.line == 8
    assert f"raises AttributeError: 'AssistantToTargetTranslator' object has no attribute '{attribute}'" in f.message


@pytest.mark.parametrize(
    "extra",
    [", do_sample=True", ", generation_config=GenerationConfig(do_sample=True, top_p=0.9)"],
)
def test_sampling_from_the_call_or_a_generation_config(extra):
    assert codes(UAD.format(extra=extra), main="Qwen/Qwen2-7B-Instruct", draft="Qwen/Qwen2-0.5B-Instruct") == [(8, "HF129")]


@pytest.mark.parametrize(
    "extra",
    [
        ", do_sample=False",  # greedy universal assisted decoding: another candidate generator
        ", do_sample=False, top_k=5",
    ],
)
def test_greedy_stays_silent(extra):
    assert codes(UAD.format(extra=extra)) == []


def test_one_new_token_drafts_nothing_from_5_6():
    body = (
        "model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok,"
        " do_sample=True, max_new_tokens=1)\n"
    )
    assert codes(body, "5.6.2") == codes(body, "5.24.0") == []
    assert codes(body, "4.57.6") == codes(body, "5.5.4") == [(8, "HF129")]


def test_do_sample_written_into_the_passed_generation_config_is_kept():
    body = UAD.format(extra=", generation_config=GenerationConfig(do_sample=False, max_new_tokens=8)")
    for release in ("4.57.6", "5.24.0"):
        assert codes(body, release) == []


def test_dflash_takes_its_own_generator():
    body = UAD.format(extra=', do_sample=True, speculation_type="dflash"')
    assert [c for _, c in codes(body)] == []


@pytest.mark.parametrize(
    "pair",
    [
        dict(main="meta-llama/Llama-3.2-3B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct"),  # not a subset
        dict(main="Qwen/Qwen2.5-3B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct"),  # same vocab_size: HF108
        dict(main="Qwen/Qwen3-8B", draft="Qwen/Qwen2.5-7B-Instruct"),  # different tokenizers: unknown
        dict(main="EleutherAI/pythia-6.9b", draft="EleutherAI/pythia-160m"),  # the table does not say
        dict(main="./my-model", draft="Qwen/Qwen2.5-0.5B-Instruct"),  # a local folder not on disk
    ],
)
def test_other_pairs_stay_silent(pair):
    assert "HF129" not in [c for _, c in codes(UAD.format(extra=", do_sample=True"), **pair)]


def test_the_pipeline_samples_by_default_and_passes_both_tokenizers():
    body = (
        'pipe = pipeline("text-generation", model="Qwen/Qwen2.5-Coder-7B-Instruct", '
        'assistant_model="Qwen/Qwen2.5-Coder-0.5B-Instruct")\n'
        'pipe("def f():", max_new_tokens=8)\n'
        'pipe("def f():", max_new_tokens=8, do_sample=False)\n'
    )
    assert codes(body) == [(9, "HF129")]


def test_the_fix_turns_sampling_off_and_is_unsafe():
    (f,) = findings(UAD.format(extra=", do_sample=True"))
    fix = f.fixes[0]
    assert fix.applicability is Applicability.UNSAFE and "do_sample=False" in fix.title


def test_hf107_fix_adds_do_sample_false_where_sampling_would_crash():
    plain = "model.generate(**enc, assistant_model=draft, max_new_tokens=8{extra})\n"
    (f,) = findings(plain.format(extra=""))  # the hub file samples
    assert f.code == "HF107"
    fix = f.fixes[0]
    assert fix.applicability is Applicability.UNSAFE
    assert "do_sample=False" in fix.title and "HF129" in fix.title
    assert any("do_sample=False" in e.new_text for e in fix.edits)
    (g,) = findings(plain.format(extra=", do_sample=False"))
    assert g.fixes[0].applicability is Applicability.SAFE and "do_sample" not in g.fixes[0].title
    pair = dict(main="meta-llama/Llama-3.2-3B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct")
    (h,) = findings(plain.format(extra=", do_sample=True"), **pair)  # not a shared tokenizer: UAD samples fine
    assert h.code == "HF107" and h.fixes[0].applicability is Applicability.SAFE
