"""Sweeps (core/sweeps.py): a loop over a literal collection is walked once per element; a
finding names the element that raises, an error when the loop surely reaches it."""

from __future__ import annotations

import re
import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
import argparse, itertools, os
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
args = argparse.ArgumentParser().parse_args()
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
inputs = tok("hello", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = HEAD.count("\n")

    def relative(message: str) -> str:
        # (lines counted from the body, as the tests write them)
        detail = message.split(" — ", 1)[1]
        return re.sub(r"at line (\d+)", lambda m: f"at line {int(m.group(1)) - first}", detail)

    return [(f.span.line - first, f.code, f.severity.value, relative(f.message)) for f in hits]


def test_dict_items_name_the_key_that_raises():
    assert found("""
        MODES = {"plain": {}, "lookup": {"prompt_lookup_num_tokens": 4, "use_cache": False}}
        for name, kw in MODES.items():
            model.generate(**inputs, **kw)
    """) == [(4, "HF101", "error", 'for MODES["lookup"]: use_cache is set to False at line 2')]


def test_every_element_fine_is_clean():
    assert (
        found("""
        for kw in [dict(assistant_model=draft), dict(prompt_lookup_num_tokens=3), dict(use_cache=False)]:
            if "use_cache" in kw:
                continue
            model.generate(**inputs, **kw)
    """)
        == []
    )


def test_a_list_of_generation_configs_names_the_index():
    assert found("""
        configs = [GenerationConfig(max_new_tokens=8), GenerationConfig(cache_implementation="static")]
        for cfg in configs:
            model.generate(**inputs, generation_config=cfg, assistant_model=draft)
    """) == [(4, "HF102", "error", "for configs[1]: cache_implementation is set to 'static' at line 2")]


def test_a_grid_names_the_values_of_the_loop_variables():
    assert found("""
        for beams, cache in itertools.product([1], [True, False]):
            model.generate(**inputs, assistant_model=draft, num_beams=beams, use_cache=cache)
    """) == [(3, "HF101", "error", "for (beams, cache) = (1, False): use_cache is set to False at line 2")]


def test_a_repeat_loop_over_underscore_names_no_element():
    # `for _ in range(3)` (warm-up, timing runs) repeats one call: "for _ = 0" would be noise;
    # a named loop variable still names the element, and so does `_` beside a dict's keys
    assert found("""
        for _ in range(3):
            model.generate(**inputs, assistant_model=draft, use_cache=False)
        for i in range(2):
            model.generate(**inputs, assistant_model=draft, use_cache=bool(i))
        MODES = {"plain": {}, "lookup": {"prompt_lookup_num_tokens": 4, "use_cache": False}}
        for _, kw in MODES.items():
            model.generate(**inputs, **kw)
    """) == [
        (3, "HF101", "error", "use_cache is set to False at line 3"),
        (5, "HF101", "error", "for i = 0: use_cache is set to False"),
        (8, "HF101", "error", 'for MODES["lookup"]: use_cache is set to False at line 6'),
    ]


def test_nested_loops_over_literals():
    assert found("""
        for cache in (True, False):
            for tokens in (8, 16):
                model.generate(**inputs, assistant_model=draft, use_cache=cache, max_new_tokens=tokens)
    """) == [(4, "HF101", "error", "for cache = False, tokens = 8: use_cache is set to False at line 2")]


def test_an_element_after_one_that_surely_raises_is_not_surely_reached():
    # The loop stops at the first element that raises: the later one raises only once that is
    # fixed, which the first one's finding tells (a run never shows HF102's error on this line).
    text = HEAD + textwrap.dedent("""
        for kw in [{"use_cache": False}, {"cache_implementation": "static"}]:
            model.generate(**inputs, assistant_model=draft, **kw)
    """)
    assert found(text[len(HEAD) :]) == [
        (3, "HF101", "error", "for element 1 of the list at line 2: use_cache is set to False at line 2"),
    ]
    (finding,) = analyze(text, "script.py", Settings(transformers_version="5.23.0")).findings
    later = [n for n in finding.notes if "a later element raises HF102" in n]
    assert len(later) == 1 and "assisted generate is not supported with Static cache classes" in later[0]
    assert "for element 2 of the list" in later[0]
    assert any(e.note == later[0] for e in finding.evidence)


def test_a_later_element_of_the_same_code_is_named_not_folded():
    assert found("""
        for kw in [{"use_cache": False}, {"use_cache": False, "max_new_tokens": 4}]:
            model.generate(**inputs, assistant_model=draft, **kw)
    """) == [(3, "HF101", "error", "for element 1 of the list at line 2: use_cache is set to False at line 2")]


def test_a_break_that_may_come_first_makes_it_a_warning():
    assert found("""
        for cache in (True, False):
            if "STOP" in os.environ:
                break
            model.generate(**inputs, assistant_model=draft, use_cache=cache)
    """) == [(5, "HF101", "warning", "for cache = False: use_cache is set to False at line 2")]


def test_a_break_on_the_element_itself_is_decided():
    assert (
        found("""
        for cache in (True, False):
            if not cache:
                break
            model.generate(**inputs, assistant_model=draft, use_cache=cache)
    """)
        == []
    )


def test_a_continue_that_may_skip_the_call_makes_it_a_warning():
    assert found("""
        for cache in (True, False):
            if os.environ["SKIP"] == str(cache):
                continue
            model.generate(**inputs, assistant_model=draft, use_cache=cache)
    """) == [(5, "HF101", "warning", "for cache = False: use_cache is set to False at line 2")]


def test_the_state_carries_from_one_element_to_the_next():
    assert found("""
        kw = {"max_new_tokens": 8}
        for step in ("assisted", "nocache"):
            if step == "assisted":
                kw["assistant_model"] = draft
            else:
                kw["use_cache"] = False
            model.generate(**inputs, **kw)
    """) == [(8, "HF101", "error", 'for step = "nocache": use_cache is set to False at line 7')]


def test_a_list_built_by_append_and_a_comprehension():
    assert found("""
        runs = []
        for tokens in (2, 4):
            runs.append({"prompt_lookup_num_tokens": tokens})
        runs += [{"assistant_model": draft, "use_cache": False}]
        for run in runs:
            model.generate(**inputs, **run)
        by_name = {name: {"assistant_model": draft, "use_cache": name != "slow"} for name in ["fast", "slow"]}
        for kw in by_name.values():
            model.generate(**inputs, **kw)
    """) == [
        (7, "HF101", "error", "for runs[2]: use_cache is set to False at line 5"),
        (10, "HF101", "error", 'for by_name["slow"]: use_cache is set to False at line 8'),
    ]


def test_zip_and_enumerate():
    assert found("""
        names = ["a", "b"]
        settings = [{}, {"use_cache": False}]
        for name, kw in zip(names, settings):
            model.generate(**inputs, assistant_model=draft, **kw)
        for i, kw in enumerate(settings):
            model.generate(**inputs, assistant_model=draft, **kw)
    """) == [
        (5, "HF101", "error", 'for name = "b": use_cache is set to False at line 3'),
        (7, "HF101", "error", "for settings[1]: use_cache is set to False at line 3"),
    ]


def test_a_loop_over_what_the_walk_cannot_list_is_walked_once():
    assert found("""
        for kw in args.configs:
            model.generate(**inputs, assistant_model=draft, use_cache=False, **kw)
        for cache in list(range(100)):
            model.generate(**inputs, assistant_model=draft, use_cache=False)
    """) == [
        (3, "HF101", "error", "use_cache is set to False at line 3"),
        (5, "HF101", "error", "use_cache is set to False at line 5"),
    ]


def test_a_dict_with_a_key_that_may_be_missing_is_not_listed():
    assert (
        found("""
        modes = {"plain": {}}
        if args.lookup:
            modes["lookup"] = {"prompt_lookup_num_tokens": 3, "use_cache": False}
        for kw in modes.values():
            model.generate(**inputs, **kw)
    """)
        == []
    )


def test_a_function_with_a_sweep_called_twice_is_two_runs():
    assert found("""
        def bench(extra):
            for cache in (True, False):
                model.generate(**inputs, use_cache=cache, **extra)
        bench({"assistant_model": draft})
        bench({})
    """) == [(4, "HF101", "warning", "for cache = False: use_cache is set to False at line 3")]


def test_sorted_zip_and_filter_are_listed():
    # sorted() of (name, config) pairs orders them by name; filter() keeps what a predicate of
    # the file decides, element by element.
    assert found("""
        NAMES = ["b", "a"]
        CONFIGS = [{"max_new_tokens": 4}, {"use_cache": False}]
        for i, (name, cfg) in enumerate(sorted(zip(NAMES, CONFIGS))):
            model.generate(**inputs, assistant_model=draft, **cfg)
    """) == [(5, "HF101", "error", "for i = 0: use_cache is set to False at line 3")]
    assert (
        found("""
        RUNS = [{"impl": "static", "skip": True}, {"impl": None, "skip": False}]
        def keep(run):
            return not run["skip"]
        for run in filter(keep, RUNS):
            model.generate(**inputs, assistant_model=draft, cache_implementation=run["impl"])
    """)
        == []
    )


def test_sorted_by_a_key_or_with_ties_is_not_listed():
    # (a `key=` the walk does not run, or equal first items whose next items Python would compare)
    assert (
        found("""
        CONFIGS = [{"use_cache": True}, {"use_cache": False}]
        for cfg in sorted(CONFIGS, key=len):
            model.generate(**inputs, assistant_model=draft, **cfg)
        for name, cfg in sorted(zip(["a", "a"], CONFIGS)):
            model.generate(**inputs, **cfg)
    """)
        == []
    )


def test_a_work_list_drained_by_pop_is_walked_pass_by_pass():
    # `while queue: job = queue.popleft()`: each pass takes the next item; the pass names it
    assert found("""
        import collections
        queue = collections.deque([{"max_new_tokens": 4}, {"use_cache": False}])
        while queue:
            job = queue.popleft()
            model.generate(**inputs, assistant_model=draft, **job)
    """) == [(6, "HF101", "error", "for pass 2 of the loop at line 4: use_cache is set to False at line 3")]
    # pop() takes from the end; a test that stops with an item left never reaches it
    assert (
        found("""
        jobs = [{"use_cache": False}, {"max_new_tokens": 4}, {"max_new_tokens": 6}]
        while len(jobs) > 1:
            kw = jobs.pop()
            model.generate(**inputs, assistant_model=draft, **kw)
    """)
        == []
    )
    # a body that may leave by `break` is a loop walked as before: which items it takes is not
    # followed, and nothing is claimed about them
    assert (
        found("""
        jobs = [{"max_new_tokens": 4}, {"use_cache": False}]
        while jobs:
            kw = jobs.pop(0)
            if os.environ.get("STOP"):
                break
            model.generate(**inputs, assistant_model=draft, **kw)
    """)
        == []
    )


def test_a_generator_function_is_the_list_it_yields():
    assert found("""
        def grid():
            for cache in (True, False):
                yield GenerationConfig(prompt_lookup_num_tokens=3, use_cache=cache, max_new_tokens=4)
        for cfg in grid():
            model.generate(**inputs, generation_config=cfg)
    """) == [(6, "HF101", "error", "for element 2: use_cache is set to False at line 3")]
    # a yield under a condition the walk cannot decide: not a list it knows
    assert (
        found("""
        def grid():
            yield {"max_new_tokens": 4}
            if os.environ.get("EXTRA"):
                yield {"use_cache": False}
        for kw in grid():
            model.generate(**inputs, assistant_model=draft, **kw)
    """)
        == []
    )


def test_sorted_with_a_key_orders_the_elements_by_it():
    assert found("""
        RUNS = [("b", {"use_cache": False}, 2), ("a", {"max_new_tokens": 4}, 1)]
        for name, kw, rank in sorted(RUNS, key=lambda r: r[2]):
            model.generate(**inputs, assistant_model=draft, **kw)
    """) == [(4, "HF101", "error", 'for (name, rank) = ("b", 2): use_cache is set to False at line 2')]
    # a key the walk cannot compute: the order is unknown, the loop is walked as before
    assert (
        found("""
        RUNS = [("b", {"max_new_tokens": 4}), ("a", {"max_new_tokens": 6})]
        for name, kw in sorted(RUNS, key=lambda r: os.path.getsize(r[0])):
            model.generate(**inputs, assistant_model=draft, **kw)
    """)
        == []
    )


def test_a_dict_keyed_by_enum_members_names_the_member():
    # (a plain enum's member is a key of its own, given back by .items(): the h24 round)
    assert found("""
        from enum import Enum
        class Mode(Enum):
            FAST = 1
            LEAN = 2
        PRESETS = {Mode.FAST: {}, Mode.LEAN: {"use_cache": False}}
        for mode, kw in PRESETS.items():
            model.generate(**inputs, assistant_model=draft, **kw)
        for mode in PRESETS:
            if mode is Mode.LEAN:
                model.generate(**inputs, assistant_model=draft, **PRESETS[mode])
    """) == [
        (8, "HF101", "error", "for PRESETS[Mode.LEAN]: use_cache is set to False at line 6"),
        (11, "HF101", "error", "for PRESETS[Mode.LEAN]: use_cache is set to False at line 6"),
    ]


def test_a_match_on_a_split_string_picks_its_sequence_case():
    assert found("""
        SPEC = "lookup/nocache"
        match SPEC.split("/"):
            case ["plain", *_]:
                kw = {}
            case ["lookup", *rest] if "nocache" in rest:
                kw = {"prompt_lookup_num_tokens": 3, "use_cache": False}
            case _:
                kw = {}
        model.generate(**inputs, **kw)
        match SPEC:
            case [a, b]:
                kw = {"prompt_lookup_num_tokens": 3, "use_cache": False}
            case _:
                kw = {}
        model.generate(**inputs, **kw)
    """) == [(10, "HF101", "error", "use_cache is set to False at line 7")]


@pytest.mark.parametrize(
    "body",
    [
        # (the h24 round: `itertools.islice` of a list the walk knows is the slice it takes)
        """
        from itertools import islice
        for kw in islice([{"max_new_tokens": 4}, {"use_cache": False}], 1):
            model.generate(**inputs, assistant_model=draft, **kw)
        """,
        """
        from itertools import islice
        batch = list(islice(["a", "b", "c"], 1))
        model.generate(**tok(batch, return_tensors="pt", padding=True), assistant_model=draft)
        """,
        """
        from itertools import islice
        for kw in islice([{"use_cache": False}, {}, {"use_cache": False}, {}], 1, None, 2):
            model.generate(**inputs, prompt_lookup_num_tokens=3, **kw)
        """,
        """
        from collections import deque
        from itertools import islice
        q = deque(["a", "b", "c"])
        while q:
            batch = [q.popleft() for _ in islice(range(1), len(q))]
            model.generate(**tok(batch, return_tensors="pt"), assistant_model=draft)
        """,
        """
        import itertools
        for n in itertools.islice(range(10), 0, 3):
            model.generate(**inputs, assistant_model=draft, num_return_sequences=1, max_new_tokens=n + 1)
        """,
    ],
)
def test_islice_takes_what_it_slices(body):
    assert found(body) == []


def test_a_set_comprehension_over_known_lists_is_the_set_it_makes():
    # (keys kept from a task's settings when the harness knows them: `if k in known`)
    assert found("""
        from dataclasses import dataclass, fields

        @dataclass
        class GenArgs:
            max_new_tokens: int = 8
            use_cache: bool = True

        known = {f.name for f in fields(GenArgs)}
        raw = {"use_cache": False, "stop": ["\\n"]}
        gen = GenArgs(**{k: v for k, v in raw.items() if k in known})
        model.generate(**inputs, use_cache=gen.use_cache, assistant_model=draft)
    """) == [(12, "HF101", "error", "use_cache is set to False at line 10")]


def test_a_set_comprehension_leaves_out_what_its_condition_drops():
    assert (
        found("""
        ALLOWED = {k.lower() for k in ["MAX_NEW_TOKENS", "DO_SAMPLE"] if k != "USE_CACHE"}
        task = {"use_cache": False, "max_new_tokens": 4}
        model.generate(**inputs, assistant_model=draft, **{k: v for k, v in task.items() if k in ALLOWED})
    """)
        == []
    )


def test_a_set_comprehension_over_what_the_walk_cannot_list_is_unknown():
    # (not a set of nothing: a key it may hold is not decided)
    assert (
        found("""
        names = {n.strip() for n in open("keys.txt")}
        task = {"use_cache": False}
        model.generate(**inputs, assistant_model=draft, **{k: v for k, v in task.items() if k in names})
    """)
        == []
    )


def test_the_truth_of_an_element_dict_decides_an_if_per_element():
    # (`{}` is false, a dict holding a key on every path true: no "may raise" on the greedy row)
    assert (
        found("""
        for name, extra in [("static", {}), ("assisted", {"assistant_model": draft})]:
            kwargs = {"max_new_tokens": 8}
            if not extra:
                kwargs["cache_implementation"] = "static"
            model.generate(**inputs, **kwargs, **extra)
    """)
        == []
    )


def test_the_truth_of_an_element_dict_decides_a_conditional_expression():
    got = found("""
        from transformers import StaticCache
        modes = {"greedy": {}, "assisted": {"assistant_model": draft}}
        for mode, extra in modes.items():
            cache = StaticCache(config=model.config, max_cache_len=64) if extra else None
            model.generate(**inputs, past_key_values=cache, **extra)
    """)
    assert [(line, code, sev) for line, code, sev, _ in got] == [(6, "HF120", "error")]


def test_a_dict_that_may_lack_its_keys_decides_nothing():
    assert [
        (line, code, sev)
        for line, code, sev, _ in found("""
        extra = {}
        if args.draft:
            extra["assistant_model"] = draft
        kwargs = {"use_cache": False}
        if not extra:
            kwargs = {}
        model.generate(**inputs, **kwargs, **extra)
    """)
    ] == [(8, "HF101", "warning")]


def test_a_dict_comprehension_calling_a_helper_is_a_sweep():
    # `{name: bench(kw) for name, kw in CONFIGS.items()}` runs bench for every entry in order:
    # the entry that raises is named and surely reached, as in the same `for` loop.
    assert found("""
        CONFIGS = {"fast": {"num_assistant_tokens": 4}, "low_mem": {"use_cache": False}}
        def bench(kw):
            return model.generate(**inputs, assistant_model=draft, **kw)
        timings = {name: bench(kw) for name, kw in CONFIGS.items()}
    """) == [(4, "HF101", "error", 'for CONFIGS["low_mem"]: use_cache is set to False at line 2')]


def test_a_list_comprehension_and_a_consumed_generator_are_sweeps():
    assert found("""
        RUNS = [{}, {"do_sample": True, "num_return_sequences": 2}]
        outs = [model.generate(**inputs, prompt_lookup_num_tokens=3, **kw) for kw in RUNS]
        again = list(model.generate(**inputs, use_cache=u, assistant_model=draft) for u in (True, False))
    """) == [
        (3, "HF105", "error", "for RUNS[1]: num_return_sequences is set to 2 at line 2"),
        (4, "HF101", "error", "for u = False: use_cache is set to False at line 4"),
    ]


def test_a_comprehension_whose_filter_drops_the_raising_element_is_clean():
    assert (
        found("""
        RUNS = [{"use_cache": True}, {"use_cache": False}]
        outs = [model.generate(**inputs, assistant_model=draft, **kw) for kw in RUNS if kw["use_cache"]]
    """)
        == []
    )


def test_a_comprehension_over_one_of_several_lists_is_not_a_sweep():
    # (a list chosen by an unknown flag: neither list is surely the one iterated)
    got = found("""
        runs = [{"use_cache": False}] if args.low_memory else [{}]
        outs = [model.generate(**inputs, assistant_model=draft, **kw) for kw in runs]
    """)
    assert [(line, code, severity) for line, code, severity, _ in got] == [(3, "HF101", "warning")]
