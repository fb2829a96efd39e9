"""HF171: a TextStreamer (or TextIteratorStreamer) handed more than one row; and a worker's error
kept in a container and raised again with `next(...)` or `.pop()`.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and flan-t5 stand-ins, 4.57.6,
5.0.0, 5.15.0, 5.24.0; the fixtures on 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0, 5.24.0): a padded
batch of two raises with either streamer, also with prompt lookup (before the assisted batch
check); one prompt sampled with two return sequences raises, as does beam sampling; one prompt
runs; beam search without sampling raises another error (the streamer and beam search check); a
BaseStreamer subclass given a batch of two runs, as does a TextStreamer subclass with its own
put() that keeps one row.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer, TextStreamer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
one = tok("hello world", return_tensors="pt")
two = tok(["hello world", "the quick brown fox"], return_tensors="pt", padding=True)
"""


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "stream.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_batch_of_two_with_either_streamer(release):
    body = """
    model.generate(**two, streamer=TextStreamer(tok), max_new_tokens=3)
    model.generate(**two, streamer=TextIteratorStreamer(tok, timeout=1), max_new_tokens=3)
    """
    assert codes(body, release) == [(9, "HF171", "error"), (10, "HF171", "error")]
    result = analyze(HEAD + textwrap.dedent(body), "stream.py", Settings(transformers_version=release))
    assert result.findings[0].headline == "this call raises ValueError: TextStreamer only supports batch size 1"


def test_sampled_sequences_and_beam_sampling_but_not_beam_search():
    body = """
    streamer = TextStreamer(tok)
    model.generate(**one, streamer=streamer, do_sample=True, num_return_sequences=2, max_new_tokens=3)
    model.generate(**one, streamer=streamer, do_sample=True, num_beams=2, max_new_tokens=3)
    model.generate(**one, streamer=streamer, num_beams=2, max_new_tokens=3)
    model.generate(**one, streamer=streamer, max_new_tokens=3)
    """
    # (beam search without sampling raises generate's own streamer check first: HF172)
    assert codes(body) == [(10, "HF171", "error"), (11, "HF171", "error"), (12, "HF172", "error")]


def test_reported_before_the_assisted_batch_check():
    body = """
    model.generate(**two, streamer=TextStreamer(tok), prompt_lookup_num_tokens=2, max_new_tokens=3)
    """
    assert codes(body) == [(9, "HF171", "error")]


def test_subclasses():
    body = """
    from transformers.generation.streamers import BaseStreamer

    class Frames(TextStreamer):
        def on_finalized_text(self, text, stream_end=False):
            print(text)

    class OwnPut(TextStreamer):
        def put(self, value):
            super().put(value[:1])

    class Rows(BaseStreamer):
        def put(self, value):
            pass

        def end(self):
            pass

    model.generate(**two, streamer=Frames(tok), max_new_tokens=3)
    model.generate(**two, streamer=OwnPut(tok), max_new_tokens=3)
    model.generate(**two, streamer=Rows(), max_new_tokens=3)
    """
    assert codes(body) == [(26, "HF171", "error")]


def test_kept_error_raised_with_next_or_pop():
    body = """
    import threading

    errors = {}

    def work():
        try:
            model.generate(**two, streamer=TextStreamer(tok), max_new_tokens=3)
        except Exception as exc:
            errors["batch"] = exc

    t = threading.Thread(target=work)
    t.start()
    t.join()
    if errors:
        raise next(iter(errors.values()))
    """
    assert codes(body) == [(15, "HF171", "error")]
    assert codes(body.replace("raise next(iter(errors.values()))", 'raise errors.pop("batch")')) == [(15, "HF171", "error")]
    # (printed, never raised: the worker's error stops in the thread)
    assert codes(body.replace("raise next(iter(errors.values()))", "print(errors)")) == []
