"""HF142 (a generation option given to from_pretrained), `hasattr` of what every transformers
model has, and `try` bodies that cannot raise (their handlers never run): what the user sees."""

from __future__ import annotations

import textwrap

import analysed

HEAD = textwrap.dedent("""\
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, Qwen2ForCausalLM

    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    inputs = tok("red green blue red green", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def findings(body: str, release: str = "5.23.0"):
    found = analysed.findings(HEAD + textwrap.dedent(body), "script.py", release)
    return [(f.span.line - LINES, f.code, f.severity.value, f.message) for f in found]


def test_cache_implementation_given_to_the_loader_names_the_concrete_class():
    for release in ("4.57.6", "5.24.0"):
        got = findings(
            """
            model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", cache_implementation="static")
            model.generate(**inputs, max_new_tokens=4)
            """,
            release,
        )
        assert [(line, code, sev) for line, code, sev, _ in got] == [(2, "HF142", "error")]
        assert "TypeError: Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'cache_implementation'" in got[0][3]


def test_the_first_flag_in_keyword_order_is_named_and_a_concrete_class_names_itself():
    got = findings("""
        model = Qwen2ForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", num_assistant_tokens=4, max_new_tokens=8)
        model.generate(**inputs)
    """)
    assert got[0][1] == "HF142"
    assert "Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'num_assistant_tokens'" in got[0][3]


def test_loader_settings_that_do_not_reach_init_or_are_unsure_stay_silent():
    assert (
        findings("""
        config = AutoConfig.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", cache_implementation="static")
        a = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", config=config)
        b = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", use_cache=True)
        c = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", trust_remote_code=True, max_new_tokens=8)
        d = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", mystery=1, cache_implementation="static")
        e = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", config=config, use_cache=True, max_new_tokens=8)
        a.generate(**inputs, max_new_tokens=4)
    """)
        == []
    )


PATCHED = """
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    try:
        if hasattr(model, "generation_config"):
            model.generation_config.use_cache = False
            try:
                model.generation_config.cache_implementation = "static"
            except Exception:
                pass
    except Exception:
        pass
    model.generate(**inputs, max_new_tokens=4, prompt_lookup_num_tokens=3)
"""


def test_patches_that_cannot_fail_surely_ran_and_the_first_failing_check_is_reported():
    got = findings(PATCHED)
    assert [(line, code, sev) for line, code, sev, _ in got] == [(12, "HF101", "error")]
    assert "raises ValueError: assisted generate requires `use_cache=True`" in got[0][3]
    got = findings(PATCHED, "5.24.0")
    assert [(line, code, sev) for line, code, sev, _ in got] == [(12, "HF101", "error")]
    assert "raises RuntimeError: Assisted decoding requires a cache" in got[0][3]


def test_a_try_body_that_can_raise_keeps_its_handlers():
    got = findings("""
        import json
        model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        try:
            model.generation_config.use_cache = False
            json.loads(open("x.json").read())
        except Exception:
            model.generation_config.use_cache = True
        model.generate(**inputs, max_new_tokens=4, prompt_lookup_num_tokens=3)
    """)
    assert [(line, code, sev) for line, code, sev, _ in got] == [(9, "HF101", "warning")]


def test_hasattr_of_a_model_attribute_is_true():
    assert (
        findings("""
        model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        if not hasattr(model, "generation_config"):
            model.generation_config.use_cache = False
        model.generate(**inputs, max_new_tokens=4, prompt_lookup_num_tokens=3)
    """)
        == []
    )
