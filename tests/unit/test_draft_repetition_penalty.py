"""HF132: sampled universal assisted decoding with a repetition penalty, up to 5.17.

Runs behind every expectation (tests/groundtruth/trial.py, the corpus's tiny stand-ins): a
Qwen2.5-7B-Instruct / TinyLlama pair with both tokenizers and the checkpoint's own settings
(sampling, repetition_penalty 1.05) raises `RuntimeError: index 44 is out of bounds for
dimension 1 with size 6` on all 21 releases from 4.57.6 to 5.17.0 and runs clean on 5.18.0 to
5.24.0; with `repetition_penalty=1.0`, `do_sample=False` or `max_new_tokens=1` it runs clean on
all 28 (benchmarks/README.md, "HF132 (h40)").
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.findings import Applicability
from hflint.core.fixes import apply_edits

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft_tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("hello", return_tensors="pt")
"""

CALL = (
    "out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=6{extra})\n"
)


def run(extra: str = "", release: str = "5.15.0", head: str = HEAD, body: str | None = None):
    source = head + textwrap.dedent(body if body is not None else CALL.format(extra=extra))
    found = analysed.findings(source, "uad.py", release)
    return source, found


def codes(extra: str = "", release: str = "5.15.0", head: str = HEAD, body: str | None = None) -> list[str]:
    return [f.code for f in run(extra, release, head, body)[1]]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.6.2", "5.15.0", "5.17.0"])
def test_the_checkpoint_s_own_sampling_and_penalty_raise_up_to_5_17(release):
    _, found = run(release=release)
    (f,) = found
    assert f.code == "HF132" and f.severity.value == "error"
    assert f.raises is not None and f.raises.type == "RuntimeError"
    assert "is out of bounds for dimension 1 with size" in f.raises.message
    assert f.span.line == 8
    assert "repetition_penalty is set to 1.05" in f.message or any("repetition_penalty to 1.05" in e.note for e in f.evidence)
    assert any("Llama 2 SentencePiece" in e.note for e in f.evidence)


@pytest.mark.parametrize("release", ["5.18.0", "5.20.2", "5.23.0", "5.24.0"])
def test_5_18_clamps_the_ids_and_runs(release):
    assert codes(release=release) == []


@pytest.mark.parametrize(
    "extra",
    [
        ", repetition_penalty=1.0",  # no processor
        ", do_sample=False",  # greedy UAD: no pruned head
        ", repetition_penalty=None",  # unset at the call: hflint does not guess what it merges to
    ],
)
def test_no_penalty_or_no_sampling_is_silent(extra):
    assert codes(extra) == []


def test_one_new_token_drafts_nothing():
    assert codes(body=CALL.format(extra="").replace("max_new_tokens=6", "max_new_tokens=1")) == []


@pytest.mark.parametrize("extra", [", repetition_penalty=1.2", ", repetition_penalty=0.9", ", do_sample=True"])
def test_penalties_other_than_one_raise(extra):
    assert codes(extra) == ["HF132"]


def test_without_both_tokenizers_it_is_another_error():
    body = "out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)\n"
    assert "HF132" not in codes(body=body)


def test_a_penalty_the_analysis_cannot_read_is_silent():
    assert codes(", repetition_penalty=load_penalty()") == []


def test_related_or_unknown_tokenizers_are_left_out():
    # Llama 3 and Qwen are both of the tiktoken family: a subset is not ruled out
    head = HEAD.replace("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "meta-llama/Llama-3.2-1B-Instruct")
    assert codes(", do_sample=True, repetition_penalty=1.2", head=head) == []
    # a draft the checkpoint table does not know
    head = HEAD.replace("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "my-org/tiny-draft")
    assert codes(", do_sample=True, repetition_penalty=1.2", head=head) == []


def test_a_passed_generation_config_on_4_57_does_not_take_the_old_file_s_sampling():
    """4.57 gives a passed config's default fields the model's values only for files of 4.50 or
    later; Qwen2.5's is 4.37: `GenerationConfig(max_new_tokens=6)` decodes greedily there."""
    body = """
    from transformers import GenerationConfig
    cfg = GenerationConfig(max_new_tokens=6)
    out = model.generate(**enc, generation_config=cfg, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok)
    """
    assert codes(body=body, release="4.57.6") == []
    assert codes(body=body, release="5.15.0") == ["HF132"]


def test_the_penalty_set_on_the_model_s_generation_config():
    body = "model.generation_config.repetition_penalty = 1.3\n" + CALL.format(extra="")
    assert codes(body=body) == ["HF132"]
    body = "model.generation_config.repetition_penalty = 1.0\n" + CALL.format(extra="")
    assert codes(body=body) == []


def test_a_qwen_draft_for_a_llama_2_model_is_left_out():
    """The other way round the draft's ids spread over Qwen's 151k tokens: the stand-ins raised or
    not by the prompt (Llama-2-7b-chat with Qwen2.5-0.5B-Instruct)."""
    head = (
        HEAD.replace("Qwen/Qwen2.5-7B-Instruct", "MAIN")
        .replace("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "Qwen/Qwen2.5-0.5B-Instruct")
        .replace("MAIN", "meta-llama/Llama-2-7b-chat-hf")
    )
    assert codes(", do_sample=True, repetition_penalty=1.3", head=head) == []


def test_other_qwen_mains_and_llama_2_drafts():
    for main, draft in [
        ("Qwen/Qwen2-7B-Instruct", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"),
        ("Qwen/Qwen3-8B", "meta-llama/Llama-2-7b-chat-hf"),
    ]:
        head = HEAD.replace("Qwen/Qwen2.5-7B-Instruct", main).replace("TinyLlama/TinyLlama-1.1B-Chat-v1.0", draft)
        assert codes(", do_sample=True, repetition_penalty=1.2", head=head) == ["HF132"], main


def test_the_fix_sets_the_penalty_to_one_at_the_call():
    source, (f,) = run()
    fix = f.fixes[0]
    assert fix.applicability is Applicability.UNSAFE  # (the main model's tokens lose the penalty too)
    assert fix.title.startswith("Set `repetition_penalty=1.0`")
    fixed = apply_edits(source, fix.edits)
    assert "max_new_tokens=6, repetition_penalty=1.0)" in fixed
    assert codes(head=fixed, body="") == []


def test_the_fix_replaces_a_penalty_the_call_writes():
    source, (f,) = run(", repetition_penalty=1.2")
    fixed = apply_edits(source, f.fixes[0].edits)
    assert "repetition_penalty=1.0)" in fixed and "1.2" not in fixed
    assert codes(head=fixed, body="") == []


def test_keywords_the_analysis_cannot_see_may_unset_the_penalty():
    body = "out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, **opts)\n"
    assert codes(body=body) == []


def test_a_known_dict_of_keywords_is_read():
    body = """
    opts = {"do_sample": True, "repetition_penalty": 1.15}
    out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, **opts)
    """
    assert codes(body=body) == ["HF132"]
