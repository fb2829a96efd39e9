"""A cache filled by one generate call and handed the same inputs again (a notebook cell run
twice): it holds that prompt in full, so 4.57 to 5.2 surely cut it to nothing (HF154, error),
and from 5.3 nothing is cut away when the prompt is at least as long as the first call's
max_new_tokens (runs: catalog HF154; rules/caches.py)."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
inputs = tok("Alice and Bob are walking to the", return_tensors="pt")
"""


def found(body: str, release: str) -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


RERUN = """
    cache = DynamicCache()
    model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
    model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
"""


def test_same_inputs_again_raises_up_to_5_2():
    assert found(RERUN, "4.57.6") == [(4, "HF154", "error")]
    assert found(RERUN, "5.2.0") == [(4, "HF154", "error")]


def test_same_inputs_again_is_silent_from_5_3_when_the_prompt_outlasts_the_new_tokens():
    for release in ("5.3.0", "5.15.0", "5.23.0"):
        assert found(RERUN, release) == []


def test_static_cache_in_a_warm_up_loop():
    body = """
        cache = StaticCache(config=model.config, max_cache_len=64)
        for _ in range(2):
            model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
    """
    assert found(body, "4.57.6") == [(4, "HF154", "error")]
    assert found(body, "5.23.0") == []


def test_other_inputs_of_the_same_text_keep_the_bounds():
    body = """
        cache = DynamicCache()
        model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
        again = tok("Alice and Bob are walking to the", return_tensors="pt")
        model.generate(**again, past_key_values=cache, max_new_tokens=4)
    """
    assert found(body, "4.57.6") == [(5, "HF154", "warning")]


def test_a_second_fill_is_not_read_as_a_rerun():
    body = """
        cache = DynamicCache()
        model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
        model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
        model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
    """
    assert [f for f in found(body, "5.23.0") if f[0] == 5] == [(5, "HF154", "warning")]


def test_reset_between_runs_is_clean():
    body = """
        cache = StaticCache(config=model.config, max_cache_len=64)
        for _ in range(2):
            cache.reset()
            model.generate(**inputs, past_key_values=cache, max_new_tokens=4)
    """
    assert found(body, "4.57.6") == []
    # (a DynamicCache's reset keeps its length up to 5.17: this very loop raised on 4.57.6 and
    # 5.2.0 and ran clean on 5.3.0, 5.17.0 and 5.18.0; tests/unit/test_cache_kept_and_returned.py)
    dynamic = body.replace("StaticCache(config=model.config, max_cache_len=64)", "DynamicCache()")
    assert found(dynamic, "4.57.6") == [(5, "HF154", "error")]
    assert found(dynamic, "5.17.0") == []
    assert found(dynamic, "5.18.0") == []


def test_same_inputs_of_unknown_length_again():
    body = """
        import sys
        text = sys.argv[1] if len(sys.argv) > 1 else open(__file__).read()[:200]
        enc = tok(text, return_tensors="pt")
        cache = DynamicCache()
        for _ in range(2):
            model.generate(**enc, past_key_values=cache, max_new_tokens=4)
    """
    assert found(body, "4.57.6") == [(7, "HF154", "error")]
    assert found(body, "5.23.0") == []
