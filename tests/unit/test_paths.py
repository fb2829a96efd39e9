"""Correlated branches (core/paths.py): values of arms that exclude each other never meet in one
observation; where they can meet, hflint keeps reporting."""

from __future__ import annotations

import textwrap

from hflint.core.paths import Cond, _feasible

import analysed

HEAD = """\
import argparse, os
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
args = argparse.ArgumentParser().parse_args()
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
inputs = tok("hello", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = HEAD.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


def test_an_assistant_and_a_static_cache_set_in_the_two_arms_never_meet():
    assert (
        found("""
        kw = {}
        if args.draft:
            kw["assistant_model"] = draft
        else:
            model.generation_config.cache_implementation = "static"
        model.generate(**inputs, **kw)
    """)
        == []
    )


def test_a_later_if_on_the_same_unchanged_condition_is_the_same_branch():
    assert (
        found("""
        kw = {"max_new_tokens": 8}
        if args.fast:
            kw["assistant_model"] = draft
        print("configuring")
        if not args.fast:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """)
        == []
    )


def test_the_condition_rebound_between_the_two_ifs_is_another_condition():
    assert found("""
        fast = args.fast
        kw = {}
        if fast:
            kw["assistant_model"] = draft
        fast = os.environ.get("FAST")
        if not fast:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(9, "HF101", "warning")]


def test_an_attribute_written_between_the_two_ifs_ends_the_condition():
    assert found("""
        kw = {}
        if args.fast:
            kw["assistant_model"] = draft
        args.fast = os.environ.get("FAST")
        if not args.fast:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(8, "HF101", "warning")]


def test_an_unknown_function_given_the_object_ends_conditions_on_its_attributes():
    assert found("""
        import helpers
        kw = {}
        if args.fast:
            kw["assistant_model"] = draft
        helpers.apply_profile(args)
        if not args.fast:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(9, "HF101", "warning")]


def test_a_global_written_by_a_called_function_ends_the_condition():
    assert found("""
        FAST = os.environ["FAST"]
        def reload():
            global FAST
            FAST = os.environ["FAST2"]
        kw = {}
        if FAST:
            kw["assistant_model"] = draft
        reload()
        if not FAST:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(12, "HF101", "warning")]


def test_independent_conditions_still_meet():
    assert found("""
        kw = {}
        if args.draft:
            kw["assistant_model"] = draft
        if args.low_memory:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(7, "HF101", "warning")]


def test_inside_the_branch_the_path_knows_its_condition():
    # Only the arm where both are set reaches the call: it surely raises.
    assert found("""
        kw = {}
        if args.fast:
            kw["use_cache"] = False
        if args.fast:
            model.generate(**inputs, assistant_model=draft, **kw)
    """) == [(6, "HF101", "error")]


def test_an_early_return_leaves_its_condition_known_for_the_rest():
    assert (
        found("""
        def run(fast):
            cfg = GenerationConfig(max_new_tokens=8)
            if not fast:
                cfg.use_cache = False
            if not fast:
                return model.generate(**inputs, generation_config=cfg)
            return model.generate(**inputs, generation_config=cfg, assistant_model=draft)
        run(args.fast)
    """)
        == []
    )


def test_elif_chains_on_one_value_are_exclusive_and_a_broader_test_is_not():
    assert found("""
        kw = {}
        if args.mode == "draft":
            kw["assistant_model"] = draft
        elif args.mode == "lookup":
            kw["prompt_lookup_num_tokens"] = 4
        if args.mode == "lowmem":
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
        if args.mode in ("lookup", "lowmem"):
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """) == [(12, "HF101", "warning")]


def test_and_or_conditions_and_comparisons_with_constants():
    assert (
        found("""
        kw = {}
        if args.n == 1 and args.draft is not None:
            kw["assistant_model"] = draft
        if args.n > 1 or args.draft is None:
            kw["do_sample"] = True
            kw["num_return_sequences"] = 3
        model.generate(**inputs, **kw)
        if args.n > 4:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """)
        == []
    )


def test_a_condition_on_a_value_from_known_branches_is_that_branch():
    assert (
        found("""
        assistant = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None
        kw = {}
        if assistant is not None:
            kw["assistant_model"] = assistant
        if not args.draft:
            kw["use_cache"] = False
        model.generate(**inputs, **kw)
    """)
        == []
    )


def test_a_loop_walked_once_keeps_reporting_what_later_iterations_can_combine():
    assert found("""
        kw = {}
        for mode in args.modes:
            if mode == "draft":
                kw["assistant_model"] = draft
            else:
                kw["use_cache"] = False
            model.generate(**inputs, **kw)
        model.generate(**inputs, **kw)
    """) == [(8, "HF101", "warning"), (9, "HF101", "warning")]


def test_a_function_called_in_a_loop_walked_once_forgets_its_conditions_after_it():
    assert found("""
        def apply(kw, mode):
            if mode == "draft":
                kw["assistant_model"] = draft
            else:
                kw["use_cache"] = False
        kw = {}
        for mode in args.modes:
            apply(kw, mode)
        model.generate(**inputs, **kw)
    """) == [(10, "HF101", "warning")]


def test_facts_go_into_called_functions():
    assert (
        found("""
        kw = {}
        if args.fast:
            kw["assistant_model"] = draft
        def plain(options):
            return model.generate(**inputs, use_cache=False, **options)
        if not args.fast:
            plain(kw)
    """)
        == []
    )


def test_the_kwargs_variants_carry_their_branch():
    assert (
        found("""
        if args.fast:
            kw = {"assistant_model": draft}
        else:
            kw = {"max_new_tokens": 8}
            model.generation_config.use_cache = False
        model.generate(**inputs, **kw)
    """)
        == []
    )


def test_each_arm_raising_its_own_error_gives_a_warning_per_code():
    assert found("""
        kw = {}
        if args.fast:
            kw["use_cache"] = False
        else:
            kw["cache_implementation"] = "static"
        model.generate(**inputs, assistant_model=draft, **kw)
    """) == [(7, "HF101", "warning"), (7, "HF102", "warning")]


def test_feasibility_of_conditions_on_one_binding():
    def c(op, const=None):
        return Cond(1, ("mode",), op, const)

    assert not _feasible([(c("==", "a"), True), (c("==", "b"), True)])
    assert _feasible([(c("==", "a"), False), (c("==", "b"), False)])
    assert not _feasible([(c(">", 4), True), (c(">", 1), False)])
    assert _feasible([(c(">", 1), True), (c(">", 4), False)])
    assert not _feasible([(c("is", None), True), (c("truth"), True)])
    assert not _feasible([(c("in", frozenset({"a", "b"})), True), (c("==", "c"), True)])
    assert _feasible([(c("in", frozenset({"a", "b"})), True), (c("==", "a"), False)])
    other = Cond(2, ("mode",), "==", "b")
    assert _feasible([(c("==", "a"), True), (other, True)])  # another binding of the name


# ---------------------------------------------------------------- conditions on items


def test_conditions_on_items_keep_arms_apart():
    tests = ('req["draft"]', 'req.get("draft")', 'req.get("draft", True)', 'req["gen"]["draft"]', 'req.get("mode") == "draft"')
    for test in tests:
        assert (
            found(f"""
            def handle(req):
                kw = {{}}
                if {test}:
                    kw["assistant_model"] = draft
                else:
                    kw["cache_implementation"] = "static"
                kw["max_new_tokens"] = 8
                model.generate(**inputs, **kw)
            handle(receive())
        """)
            == []
        ), test


def test_a_write_of_that_item_or_of_an_unknown_item_ends_the_condition():
    for write in ('req["draft"] = False', "req.update(extra)", "req.pop(name)", "req[name] = 1", "del req['draft']"):
        assert found(f"""
            def handle(req, extra, name):
                kw = {{}}
                if req["draft"]:
                    kw["assistant_model"] = draft
                {write}
                if not req["draft"]:
                    kw["cache_implementation"] = "static"
                model.generate(**inputs, **kw)
            handle(receive(), {{}}, "x")
        """) == [(9, "HF102", "warning")], write


def test_a_write_of_another_known_item_keeps_the_condition():
    assert (
        found("""
        def handle(req):
            kw = {}
            if req["draft"]:
                kw["assistant_model"] = draft
            req["seen"] = True
            if not req["draft"]:
                kw["cache_implementation"] = "static"
            model.generate(**inputs, **kw)
        handle(receive())
    """)
        == []
    )


def test_different_items_are_different_conditions():
    assert found("""
        def handle(req):
            kw = {}
            if req.get("draft"):
                kw["assistant_model"] = draft
            if req.get("compile"):
                kw["cache_implementation"] = "static"
            model.generate(**inputs, **kw)
        handle(receive())
    """) == [(8, "HF102", "warning")]


def test_a_batch_made_in_one_arm_keeps_its_condition():
    assert (
        found("""
        def run(mode, prompts):
            kw = {}
            if mode == "lookup":
                kw["prompt_lookup_num_tokens"] = 3
            else:
                prompts = prompts * 4
            enc = tok(prompts, return_tensors="pt", padding=True)
            model.generate(**enc, **kw)
        run(pick(), ["a"])
    """)
        == []
    )
