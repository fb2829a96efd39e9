"""Later calls of a sweep's element that an earlier call of the same element stops
(core/blocked.py): a warm-up call that raises for one configuration, then the timed calls. The
later call's finding is told in the earlier call's, as a note; where the earlier call may not
run first, both are reported as before."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import argparse, time
from transformers import AutoModelForCausalLM, AutoTokenizer
args = argparse.ArgumentParser().parse_args()
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
enc = tok("hello", return_tensors="pt")
MODES = {"plain": {}, "no-cache": {"assistant_model": draft, "use_cache": False}}
"""


def findings(body: str, release: str = "5.23.0"):
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "bench.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value, f) for f in hits]


def lines(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    return [(line, code, sev) for line, code, sev, _ in findings(body, release)]


def test_the_timed_call_after_a_warm_up_that_raises_is_told_in_the_warm_up_finding():
    got = findings("""
        def bench(kwargs):
            model.generate(**enc, max_new_tokens=2, **kwargs)
            for _ in range(3):
                model.generate(**enc, max_new_tokens=8, **kwargs)

        for name, kwargs in MODES.items():
            bench(kwargs)
    """)
    assert [(line, code, sev) for line, code, sev, _ in got] == [(3, "HF101", "error")]
    notes = got[0][3].notes
    assert any(n.startswith("once the call gets past this, the call at line 13 raises HF101 for the same element") for n in notes)
    # (the later call's place is among the related information)
    assert any(e.span.line == 13 for e in got[0][3].evidence)


def test_a_warm_up_loop_of_its_own_and_a_with_block_still_come_first():
    assert lines("""
        import torch
        for name, kwargs in MODES.items():
            for _ in range(1):
                model.generate(**enc, **kwargs)
            with torch.no_grad():
                out = model.generate(**enc, **kwargs)
    """) == [(5, "HF101", "error")]


def test_a_warm_up_under_an_if_blocks_nothing():
    assert lines("""
        for name, kwargs in MODES.items():
            if args.warmup:
                model.generate(**enc, **kwargs)
            model.generate(**enc, **kwargs)
    """) == [(4, "HF101", "error"), (5, "HF101", "error")]


def test_a_warm_up_in_a_loop_walked_once_blocks_nothing():
    # (the loop may run no time at all: its count is not known)
    assert lines("""
        for name, kwargs in MODES.items():
            for _ in range(args.warmup):
                model.generate(**enc, **kwargs)
            model.generate(**enc, **kwargs)
    """) == [(4, "HF101", "error"), (5, "HF101", "error")]


def test_calls_in_two_functions_are_both_reported():
    assert lines("""
        def warm(kwargs):
            model.generate(**enc, **kwargs)

        def timed(kwargs):
            model.generate(**enc, **kwargs)

        for name, kwargs in MODES.items():
            warm(kwargs)
            timed(kwargs)
    """) == [(3, "HF101", "error"), (6, "HF101", "error")]


def test_straight_code_keeps_both_findings():
    assert lines("""
        kwargs = MODES["no-cache"]
        model.generate(**enc, **kwargs)
        model.generate(**enc, **kwargs)
    """) == [(3, "HF101", "error"), (4, "HF101", "error")]


def test_an_element_the_earlier_call_lets_through_keeps_the_later_finding():
    # "lookup" passes the warm-up (one prompt) and raises at the batched timed call.
    got = lines("""
        tok.pad_token = tok.eos_token
        two = tok(["a", "b"], return_tensors="pt", padding=True)
        RUNS = {"plain": {}, "lookup": {"prompt_lookup_num_tokens": 2}}
        for name, kwargs in RUNS.items():
            model.generate(**enc, **kwargs)
            model.generate(**two, **kwargs)
    """)
    assert got == [(7, "HF106", "error")]


def test_a_call_behind_a_conditional_expression_blocks_nothing():
    assert lines("""
        for name, kwargs in MODES.items():
            out = model.generate(**enc, **kwargs) if args.warm else None
            model.generate(**enc, **kwargs)
    """) == [(3, "HF101", "error"), (4, "HF101", "error")]


STATIC_ROWS = """
ROWS = {"plain": {}, "assisted": {"assistant_model": draft}}
for name, extra in ROWS.items():
    model.generate(**enc, cache_implementation=CACHE_A, **extra)
    model.generate(**enc, max_new_tokens=8, cache_implementation=CACHE_B, **extra)
"""


def test_a_warning_logged_once_is_told_at_the_first_call_only():
    # 4.57 falls back to a dynamic cache with logger.warning_once: the second call logs nothing.
    got = findings(STATIC_ROWS.replace("CACHE_A", '"static"').replace("CACHE_B", '"static"'), "4.57.6")
    assert [(line, code, sev) for line, code, sev, _ in got] == [(4, "HF102", "warning")]
    assert any("the call at line 13 meets HF102 too for the same element, and logs nothing" in n for n in got[0][3].notes)


def test_a_warning_with_another_text_is_logged_again():
    got = lines(STATIC_ROWS.replace("CACHE_A", '"static"').replace("CACHE_B", '"sliding_window"'), "4.57.6")
    assert got == [(4, "HF102", "warning"), (5, "HF102", "warning")]


def test_a_warning_logged_every_time_is_not_folded():
    # (HF109's "assisted generate is only supported with Greedy Search and Sample" is logged by
    # logger.warning, each call)
    got = lines("""
        for name, extra in {"plain": {}, "assisted": {"assistant_model": draft}}.items():
            model.generate(**enc, num_beams=2, **extra)
            model.generate(**enc, num_beams=2, max_new_tokens=8, **extra)
    """)
    assert got == [(3, "HF109", "warning"), (4, "HF109", "warning")]
