"""HF172: a streamer given to generate with beam search; HF173: bad_words_ids given one flat
list of ids.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, 4.57.6, 5.0.0, 5.15.0,
5.24.0; record.py on all 28 releases; the fixtures on 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0,
5.24.0): num_beams=2 with a TextStreamer or a BaseStreamer subclass raises, as does a passed
GenerationConfig(num_beams=3) or the model's generation config set to 2 beams, and num_beams=2
with prompt lookup; beam sampling with a BaseStreamer subclass runs, streamer=None runs.
bad_words_ids=[5, 6, 7] raises, [[5, 6], 7] raises, GenerationConfig(bad_words_ids=[5, 6])
builds and raises at generate; [[5, 6]] runs; (5, 6), [] and a tensor raise another message.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer
from transformers.generation.streamers import BaseStreamer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
one = tok("hello world", return_tensors="pt")


class Sink(BaseStreamer):
    def put(self, value):
        pass

    def end(self):
        pass
"""
FIRST = HEAD.count("\n") + 1


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    found = analysed.findings(HEAD + textwrap.dedent(body).lstrip("\n"), "gen.py", release)
    return [(f.span.line - FIRST + 1, f.code) for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_streamer_with_beam_search(release):
    body = """
    model.generate(**one, streamer=TextStreamer(tok), num_beams=2, max_new_tokens=3)
    model.generate(**one, streamer=Sink(), num_beams=2, max_new_tokens=3)
    model.generate(**one, streamer=Sink(), generation_config=GenerationConfig(num_beams=3, max_new_tokens=3))
    """
    assert codes(body, release) == [(1, "HF172"), (2, "HF172"), (3, "HF172")]
    result = analyze(HEAD + textwrap.dedent(body).lstrip("\n"), "gen.py", Settings(transformers_version=release))
    assert result.findings[0].headline == (
        "this call raises ValueError: `streamer` cannot be used with beam search (yet!). Make sure that `num_beams` is set to 1."
    )


def test_model_config_beams_and_streamer_in_a_kwargs_dict():
    body = """
    model.generation_config.num_beams = 2
    options = {"streamer": Sink(), "max_new_tokens": 3}
    model.generate(**one, **options)
    """
    assert codes(body) == [(3, "HF172")]


def test_streamer_near_misses():
    body = """
    model.generate(**one, streamer=Sink(), num_beams=2, do_sample=True, max_new_tokens=3)
    model.generate(**one, streamer=None, num_beams=2, max_new_tokens=3)
    model.generate(**one, num_beams=2, max_new_tokens=3)
    model.generate(**one, streamer=TextStreamer(tok), num_beams=1, max_new_tokens=3)
    model.generate(**one, streamer=TextStreamer(tok), do_sample=True, max_new_tokens=3)
    """
    assert codes(body) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_bad_words_flat_list(release):
    body = """
    model.generate(**one, bad_words_ids=[5, 6, 7], max_new_tokens=3)
    config = GenerationConfig(bad_words_ids=[5, 6], max_new_tokens=3)
    model.generate(**one, generation_config=config)
    model.generate(**one, bad_words_ids=tok.encode(" red green", add_special_tokens=False), max_new_tokens=3)
    """
    assert codes(body, release) == [(1, "HF173"), (3, "HF173"), (4, "HF173")]
    result = analyze(HEAD + textwrap.dedent(body).lstrip("\n"), "gen.py", Settings(transformers_version=release))
    assert result.findings[0].headline == (
        "this call raises ValueError: `bad_words_ids` has to be a list of lists, but is [5, 6, 7]."
    )


def test_bad_words_near_misses():
    body = """
    model.generate(**one, bad_words_ids=[[5, 6]], max_new_tokens=3)
    model.generate(**one, bad_words_ids=[tok.encode(w) for w in [" red", " green"]], max_new_tokens=3)
    model.generate(**one, bad_words_ids=[tok.encode(" red")], max_new_tokens=3)
    model.generate(**one, suppress_tokens=tok.encode(" red"), max_new_tokens=3)
    GenerationConfig(bad_words_ids=[5, 6], max_new_tokens=3)
    """
    assert codes(body) == []
