"""`map`, `functools.reduce`, `next(iter(...))` list their iterable as `for` does (an enum class
of the file, a file the script wrote, a generator's yields), and each call `map` makes is an
element of a sweep: a finding names the call that raises (`run(Mode.STATIC)`) and is an error
when the map surely gets there."""

from __future__ import annotations

import re
import textwrap

import analysed

HEAD = """\
import enum, functools, tempfile, os
from concurrent.futures import ThreadPoolExecutor
from transformers import AutoModelForCausalLM, AutoTokenizer
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
        detail = message.split(" — ", 1)[1]
        return re.sub(r"at line (\d+)", lambda m: f"at line {int(m.group(1)) - first}", detail)

    return [(f.span.line - first, f.code, f.severity.value, relative(f.message)) for f in hits]


ENUM = """
    class Mode(enum.Enum):
        PLAIN = {}
        STATIC = {"cache_implementation": "static"}
"""


def test_map_over_an_enum_class_calls_the_function_with_each_member():
    assert found(
        ENUM
        + """
    def run(mode):
        return model.generate(**inputs, assistant_model=draft, **mode.value)
    outputs = list(map(run, Mode))
    """
    ) == [(7, "HF102", "error", "for run(Mode.STATIC): cache_implementation is set to 'static' at line 4")]


def test_map_over_an_enum_whose_members_are_all_safe_is_silent():
    assert not found("""
    class Mode(enum.Enum):
        SHORT = {"max_new_tokens": 4}
        LONG = {"max_new_tokens": 16}
    def run(mode):
        return model.generate(**inputs, assistant_model=draft, **mode.value)
    outputs = list(map(run, Mode))
    """)


def test_a_thread_pool_map_over_an_enum_names_the_member():
    assert found(
        ENUM
        + """
    def run(mode):
        return model.generate(**inputs, assistant_model=draft, **mode.value)
    with ThreadPoolExecutor(2) as pool:
        for out in pool.map(run, Mode):
            print(out)
    """
    ) == [(7, "HF102", "error", "for run(Mode.STATIC): cache_implementation is set to 'static' at line 4")]


def test_map_over_the_lines_of_a_file_the_script_wrote():
    assert found("""
    path = os.path.join(tempfile.mkdtemp(), "modes.txt")
    with open(path, "w") as fh:
        fh.write("hybrid\\nstatic\\n")
    def run(line):
        return model.generate(**inputs, assistant_model=draft, cache_implementation=line.strip())
    with open(path) as fh:
        outputs = list(map(run, fh))
    """) == [(6, "HF102", "error", "for run(\"static\\n\"): cache_implementation is set to 'static' at line 4")]


def test_map_over_a_literal_list_of_dicts_is_an_error_naming_the_element():
    assert found("""
    def run(kw):
        return model.generate(**inputs, assistant_model=draft, **kw)
    CASES = [{"max_new_tokens": 4}, {"use_cache": False}]
    outputs = list(map(run, CASES))
    """) == [(3, "HF101", "error", "for run(CASES[1]): use_cache is set to False at line 4")]


def test_a_call_after_the_raising_element_is_a_warning():
    # (the second element raises HF102 first; the third raises only once that is fixed)
    assert found("""
    def run(kw):
        return model.generate(**inputs, assistant_model=draft, max_new_tokens=4, **kw)
    outputs = list(map(run, [{}, {"cache_implementation": "static"}, {"use_cache": False}]))
    """)[0][:3] == (3, "HF102", "error")


def test_map_the_walk_cannot_list_calls_once_with_an_unknown_element():
    assert found("""
    def run(kw):
        return model.generate(**inputs, assistant_model=draft, use_cache=False, **kw)
    outputs = list(map(run, load_cases()))
    """) == [(3, "HF101", "error", "use_cache is set to False at line 3")]


def test_reduce_folds_the_yields_of_a_generator():
    assert found("""
    def layers():
        yield {"max_new_tokens": 8}
        yield {"cache_implementation": "static"}
    def merge(acc, layer):
        return {**acc, **layer}
    settings = functools.reduce(merge, layers())
    model.generate(**inputs, assistant_model=draft, **settings)
    """) == [(8, "HF102", "error", "cache_implementation is set to 'static' at line 4")]


def test_reduce_of_safe_yields_is_silent():
    assert not found("""
    def layers():
        yield {"max_new_tokens": 8}
        yield {"num_assistant_tokens": 3}
    def merge(acc, layer):
        return {**acc, **layer}
    settings = functools.reduce(merge, layers())
    model.generate(**inputs, assistant_model=draft, **settings)
    """)


def test_next_of_iter_of_an_enum_is_its_first_member():
    assert found("""
    class Profile(enum.Enum):
        LEAN = {"use_cache": False}
        FULL = {"use_cache": True}
    default = next(iter(Profile))
    model.generate(**inputs, assistant_model=draft, **default.value)
    """) == [(6, "HF101", "error", "use_cache is set to False at line 3")]


def test_next_of_iter_of_an_enum_whose_first_member_is_safe_is_silent():
    assert not found("""
    class Profile(enum.Enum):
        FULL = {"use_cache": True}
        LEAN = {"use_cache": False}
    default = next(iter(Profile))
    model.generate(**inputs, assistant_model=draft, **default.value)
    """)
