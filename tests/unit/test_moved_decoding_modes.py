"""HF178: a decoding mode 4.57 moved to a hub repository (contrastive search, group beam search,
constrained beam search, DoLa) asked for without `trust_remote_code=True`.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.0.0, 5.15.0,
5.24.0): penalty_alpha=0.6 with or without top_k=4 raises (top_k defaults to 50), as do
num_beams=4 with num_beam_groups=2 (also 3 beams in 2 groups), dola_layers with or without
sampling, force_words_ids with or without beams, a GenerationConfig passed with group beams, the
contrastive settings written on model.generation_config, and a call that also gives a streamer
or an unknown keyword (this check comes first); a command-line default of penalty_alpha=0.6 is
the same call when the flag is not passed. Clean: top_k alone, penalty_alpha 0.0 or None,
top_k=1, contrastive settings with do_sample=True or num_beams=2, num_beam_groups without beams
or equal to 1, diversity_penalty alone, dola_layers with beams or with prompt lookup,
force_words_ids=None. trust_remote_code=False raises too (4.57.6, 5.24.0).
trust_remote_code=True or custom_generate= a repository tries to load it
(OSError offline, another error); custom_generate= a function calls it.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello, my dog is", return_tensors="pt").input_ids
"""


def findings(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "modes.py", release)


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    return [(f.span.line, f.code, f.severity.value) for f in findings(body, release)]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_each_mode_raises_with_its_name(release):
    body = """
    model.generate(ids, penalty_alpha=0.6, top_k=4, max_new_tokens=4)
    model.generate(ids, num_beams=4, num_beam_groups=2, diversity_penalty=1.0, max_new_tokens=4)
    model.generate(ids, dola_layers="high", max_new_tokens=4)
    model.generate(ids, force_words_ids=[[3290]], max_new_tokens=4)
    """
    found = findings(body, release)
    assert [(f.span.line, f.code, f.severity.value) for f in found] == [
        (7, "HF178", "error"),
        (8, "HF178", "error"),
        (9, "HF178", "error"),
        (10, "HF178", "error"),
    ]
    tail = "requires `trust_remote_code=True` in your `generate` call, since it loads https://hf.co/transformers-community/"
    assert [f.headline for f in found] == [
        f"this call raises ValueError: Contrastive Search {tail}contrastive-search.",
        f"this call raises ValueError: Group Beam Search {tail}group-beam-search.",
        f"this call raises ValueError: Dola Generation {tail}dola.",
        f"this call raises ValueError: Constrained Beam Search {tail}constrained-beam-search.",
    ]


def test_settings_from_configs_and_attributes():
    body = """
    gc = GenerationConfig(num_beams=4, num_beam_groups=2, diversity_penalty=0.5, max_new_tokens=4)
    model.generate(ids, generation_config=gc)
    model.generate(ids, penalty_alpha=0.6, max_new_tokens=4)
    model.generation_config.penalty_alpha = 0.6
    model.generation_config.top_k = 4
    model.generate(ids, max_new_tokens=4)
    """
    assert codes(body) == [(8, "HF178", "error"), (9, "HF178", "error"), (12, "HF178", "error")]


def test_before_the_streamer_and_the_keyword_checks():
    body = """
    model.generate(ids, num_beams=4, num_beam_groups=2, streamer=TextStreamer(tok), max_new_tokens=4)
    model.generate(ids, penalty_alpha=0.6, top_k=4, foo_bar=1, max_new_tokens=4)
    """
    assert codes(body) == [(7, "HF178", "error"), (8, "HF178", "error")]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_near_misses_are_silent(release):
    body = """
    model.generate(ids, top_k=4, max_new_tokens=4)
    model.generate(ids, penalty_alpha=0.0, top_k=4, max_new_tokens=4)
    model.generate(ids, penalty_alpha=None, top_k=4, max_new_tokens=4)
    model.generate(ids, penalty_alpha=0.6, top_k=1, max_new_tokens=4)
    model.generate(ids, penalty_alpha=0.6, top_k=4, do_sample=True, max_new_tokens=4)
    model.generate(ids, penalty_alpha=0.6, top_k=4, num_beams=2, max_new_tokens=4)
    model.generate(ids, num_beam_groups=2, diversity_penalty=1.0, max_new_tokens=4)
    model.generate(ids, num_beams=4, num_beam_groups=1, max_new_tokens=4)
    model.generate(ids, num_beams=4, diversity_penalty=1.0, max_new_tokens=4)
    model.generate(ids, dola_layers="high", num_beams=2, max_new_tokens=4)
    model.generate(ids, dola_layers="high", prompt_lookup_num_tokens=2, max_new_tokens=4)
    model.generate(ids, force_words_ids=None, max_new_tokens=4)
    """
    assert codes(body, release) == []


def test_silent_where_the_hub_repository_is_asked_for():
    body = """
    model.generate(ids, penalty_alpha=0.6, top_k=4, max_new_tokens=4, trust_remote_code=True)
    model.generate(ids, penalty_alpha=0.6, top_k=4, custom_generate="transformers-community/contrastive-search")
    model.generate(ids, penalty_alpha=0.6, top_k=4, custom_generate=lambda model, **kw: None)
    """
    assert codes(body) == []


def test_trust_remote_code_false_still_raises():
    body = """
    model.generate(ids, dola_layers="low", do_sample=True, trust_remote_code=False, max_new_tokens=4)
    """
    assert codes(body) == [(7, "HF178", "error")]


def test_command_line_defaults_are_a_warning():
    body = """
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--penalty_alpha", type=float, default=0.6)
    parser.add_argument("--no_alpha", type=float, default=0.0)
    args = parser.parse_args()
    model.generate(ids, penalty_alpha=args.penalty_alpha, top_k=4, max_new_tokens=4)
    model.generate(ids, penalty_alpha=args.no_alpha, top_k=4, max_new_tokens=4)
    """
    assert codes(body) == [(12, "HF178", "warning")]
