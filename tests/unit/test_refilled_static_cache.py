"""Cache objects an earlier call filled (CacheObj.filled, core/carried.py): 5.24's assisted decoding
writes the whole input after what a StaticCache holds (HF144); and 4.57's T5 attention, which fails
on a static cross-attention cache before any crop (HF130 stays silent there)."""

from __future__ import annotations

import textwrap

import analysed

HEAD = textwrap.dedent("""\
    import copy
    from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer
    from transformers import DynamicCache, EncoderDecoderCache, StaticCache

    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    enc = tok("hello there", return_tensors="pt")
    size = enc.input_ids.shape[1] + 16
""")
LINES = HEAD.count("\n")


def findings(body: str, release: str = "5.24.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "cont.py", release)


def codes(body: str, release: str = "5.24.0") -> list[tuple[int, str, str]]:
    return [(f.span.line - LINES, f.code, f.severity.value) for f in findings(body, release)]


CONTINUE = """\
    cache = StaticCache(config=model.config, max_cache_len=size)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=8)
    model.generate(out, past_key_values=cache, assistant_model=draft, max_new_tokens=8)
"""


def test_a_continuation_with_a_draft_may_run_past_the_cache_on_5_24():
    (f,) = findings(CONTINUE)
    assert (f.span.line - LINES, f.code, f.severity.value) == (3, "HF144", "warning")
    assert f.message.startswith("With transformers 5.24.0")
    assert "may raise IndexError: index_copy_(): index <index> is out of bounds for dimension 2 with size <size>" in f.message
    assert "already holds an earlier call's tokens" in f.message
    notes = [e.note for e in f.evidence]
    assert any("`StaticCache` built here" in n for n in notes)


def test_before_5_24_the_static_cache_object_is_refused_first():
    assert codes(CONTINUE, "5.23.0") == [(3, "HF120", "error")]
    assert codes(CONTINUE, "4.57.6") == [(3, "HF120", "error")]


def test_reset_empties_it_and_plain_generation_skips_what_it_holds():
    assert codes(CONTINUE.replace("    model.generate(out", "    cache.reset()\n    model.generate(out")) == []
    assert codes(CONTINUE.replace(", assistant_model=draft", "")) == []


def test_a_forward_pass_fills_it_too_and_prompt_lookup_writes_the_same_way():
    body = """\
        cache = StaticCache(config=model.config, max_cache_len=size)
        model(**enc, past_key_values=cache)
        model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=3, max_new_tokens=8)
    """
    assert codes(body) == [(3, "HF144", "warning")]


def test_a_length_written_as_a_number_is_a_budget_it_cannot_compare():
    assert codes(CONTINUE.replace("max_cache_len=size", "max_cache_len=256")) == []


def test_the_second_turn_of_a_loop_meets_the_filled_cache():
    body = """\
        cache = StaticCache(config=model.config, max_cache_len=size)
        for turn in range(3):
            model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=4)
    """
    assert codes(body) == [(3, "HF144", "warning")]
    fresh = """\
        for turn in range(3):
            cache = StaticCache(config=model.config, max_cache_len=size)
            model.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=4)
    """
    assert codes(fresh) == []


def test_a_dynamic_cache_grows_and_early_exit_is_another_error():
    assert codes(CONTINUE.replace("StaticCache(config=model.config, max_cache_len=size)", "DynamicCache()")) == []
    early = CONTINUE.replace("assistant_model=draft", "assistant_early_exit=1")
    assert all(code != "HF144" for _, code, _ in codes(early))


T5 = """\
    t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
    small = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
    ed = EncoderDecoderCache(StaticCache(config=t5.config, max_cache_len=32), StaticCache(config=t5.config, max_cache_len=32))
    t5.generate(**enc, past_key_values=ed, assistant_model=small, max_new_tokens=3)
"""


def test_t5_on_4_57_fails_in_its_attention_before_the_crop():
    assert codes(T5, "4.57.6") == []
    assert codes(T5, "5.23.0") == [(4, "HF130", "error")]
    bart = T5.replace('"google/flan-t5-base"', '"facebook/bart-base"').replace('"t5-small"', '"facebook/bart-base"')
    assert codes(bart, "4.57.6") == [(4, "HF130", "error")]
