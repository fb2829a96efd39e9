"""HF147: a decoder-only prompt as long as the effective max_length or longer.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2, Llama, Qwen2.5, SmolLM2 and T5
stand-ins, all 28 releases unless named): `generate(ids, max_length=N)` with a prompt of N tokens or
more raises "Input length of input_ids is L, but `max_length` is set to N. ..." (equal lengths too:
12 and 12); a `GenerationConfig(max_length=10)` passed as `generation_config=` raises the same way;
`max_new_tokens` next to `max_length` (at the call, in a keyword dict, in the passed config, on the
model's config) runs clean; a T5 source of 30 or 64 tokens under `max_length=5` or 16 runs clean
(the decoder input is one token).
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.findings import Applicability

import analysed

HEAD = """\
import torch
from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = torch.randint(0, 50000, (1, 24))
"""
RELEASES = ["4.57.6", "5.0.0", "5.2.0", "5.15.0", "5.24.0"]


def run(body: str, release: str = "5.15.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "mnt.py", release)


def found(body: str, release: str = "5.15.0") -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_prompt_longer_than_max_length_raises_with_both_numbers(release):
    (f,) = run("out = model.generate(ids, max_length=16)\n", release)
    assert f.code == "HF147" and f.severity.value == "error" and f.span.line == 6
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message == (
        "Input length of input_ids is 24, but `max_length` is set to 16. This can lead to unexpected behavior."
        " You should consider increasing `max_length` or, better yet, setting `max_new_tokens`."
    )
    assert f.detail == (
        "max_length is set to 16 at line 6, and the prompt is already 24 tokens long;"
        " max_length counts the prompt (pass max_new_tokens for the new tokens)"
    )
    assert [e.span.line for e in f.evidence] == [6, 5]
    assert [(x.title, x.applicability) for x in f.fixes] == [
        ("Pass the limit as `max_new_tokens` (max_length counts the prompt)", Applicability.UNSAFE),
        ("Ignore HF147 on this line", Applicability.UNSAFE),
    ]
    (edit,) = f.fixes[0].edits
    assert edit.new_text == "max_new_tokens" and (edit.span.line, edit.span.col, edit.span.end_col) == (6, 26, 36)


@pytest.mark.parametrize(
    "body, line",
    [
        # equal lengths: no room for one token
        ("t = torch.tensor([[1, 2, 3, 4, 5, 6, 7, 8]])\nmodel.generate(t, max_length=8)\n", 7),
        ("t = torch.ones((2, 32), dtype=torch.long)\nmodel.generate(input_ids=t, max_length=32)\n", 7),
        ("t = torch.full((1, 30), 7).expand(3, -1)\nmodel.generate(t, max_length=20)\n", 7),
        ("t = torch.tensor([[5, 6, 7, 8]]).repeat(4, 1)\nkw = {'max_length': 4}\nmodel.generate(t, **kw)\n", 8),
        ("model.generate(ids, generation_config=GenerationConfig(max_length=10))\n", 6),
        ("SEQ, LIMIT = 40, 32\nt = torch.zeros(1, SEQ, dtype=torch.long)\nmodel.generate(t, max_length=LIMIT)\n", 8),
        ("t = torch.ones(2, 16).long().to('cpu')\nmodel.generate(t, max_length=16)\n", 7),
        # a text written in the file holds at least a token a word (10 here; gpt2 makes 10)
        (
            "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
            "enc = tok('a b c d e f g h i j', return_tensors='pt')\n"
            "model.generate(**enc, max_length=4)\n",
            8,
        ),
    ],
)
def test_known_prompt_lengths_are_flagged(body, line):
    assert found(body) == [(line, "HF147")]


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(ids, max_length=25)\n",  # one token of room
        "model.generate(ids, max_length=10, max_new_tokens=3)\n",
        "model.generate(ids, **{'max_length': 10, 'max_new_tokens': 3})\n",
        "model.generate(ids, max_length=10, generation_config=GenerationConfig(max_new_tokens=3))\n",
        "model.generation_config.max_new_tokens = 3\nmodel.generate(ids, max_length=10)\n",
        "model.generate(ids)\n",  # no max_length: generate adds 20 to the prompt
        "model.generate(ids, generation_config=GenerationConfig(max_length=20))\n",  # 4.57 takes 20 for the default
        "model.generate(ids[:, :8], max_length=12)\n",
        "model.generate(torch.cat([ids, ids], dim=1)[:, -4:], max_length=12)\n",
        # a text of 10 words is at least 10 tokens: 12 leaves room (gpt2 makes 10, runs clean)
        "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        "enc = tok('a b c d e f g h i j', return_tensors='pt')\n"
        "model.generate(**enc, max_length=12)\n",
        # truncated to 8 tokens: the words no longer bound the length
        "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        "enc = tok('a b c d e f g h i j', return_tensors='pt', truncation=True, max_length=8)\n"
        "model.generate(**enc, max_length=10)\n",
        "s2s = AutoModelForSeq2SeqLM.from_pretrained('t5-small')\ns2s.generate(ids, max_length=5)\n",
        "base = AutoModelForCausalLM.from_pretrained('Qwen/Qwen2.5-0.5B')\nbase.generate(ids, max_length=16)\n",
        "model.generate(ids, max_length=16, inputs_embeds=None, max_new_tokens=4)\n",
    ],
)
def test_silent_where_it_runs_or_the_length_is_unknown(body):
    assert "HF147" not in {code for _, code in found(body)}


@pytest.mark.parametrize("release", RELEASES)
def test_max_length_on_the_model_generation_config(release):
    # 4.57 and 5.3 on compare it with the prompt; 5.0 to 5.2 add the prompt's length to it and run
    # clean (runs: tests/fixtures/flagged/model_generation_config_max_length_under_prompt.py, all 28)
    body = "model.generation_config.max_length = 10\nmodel.generate(ids)\n"
    expected = [] if release in ("5.0.0", "5.2.0") else [(7, "HF147")]
    assert found(body, release) == expected


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_a_checkpoint_whose_generation_config_is_unread_only_may_raise(release):
    # A private checkpoint hflint has no file or table entry for: its generation_config.json may
    # set max_new_tokens, which would win over max_length, so the finding is a warning that says so.
    body = """\
    private = AutoModelForCausalLM.from_pretrained("acme-research/support-chat-7b")
    out = private.generate(ids, max_length=16)
    """
    (f,) = run(body, release)
    assert (f.code, f.severity.value, f.span.line) == ("HF147", "warning", 7)
    assert f.detail.endswith("; it raises unless the checkpoint's generation_config.json sets max_new_tokens")
    # gpt2's generation_config.json is known in full (it sets no max_new_tokens): an error.
    (g,) = run("out = model.generate(ids, max_length=16)\n", release)
    assert g.severity.value == "error" and "unless the checkpoint" not in g.detail
