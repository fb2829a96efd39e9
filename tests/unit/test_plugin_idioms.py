"""Idioms of small inference libraries the walk follows (round h134): a class picked by name from
`globals()`, a property's setter run by `obj.prop = value`, a registry walked through
`Cls.__subclasses__()`, and a `@contextmanager` method entered with `with obj.method(...):`.

The flagged shapes raise on transformers 5.23.0 (tests/fixtures/flagged: globals_engine_class_lookup,
property_setter_adds_static_cache, subclasses_name_lookup, contextmanager_method_overrides and
others, run with tests/groundtruth/trial.py); the silent ones run clean (tests/fixtures/clean
fp1870-fp1875)."""

from __future__ import annotations

import analysed

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello world", return_tensors="pt")
"""


def codes(body: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    source = HEAD + body
    return sorted((f.code, f.span.line) for f in analysed.findings(source, "script.py", release) if f.raises is not None)


def line_of(body: str, marker: str) -> int:
    return (HEAD + body).splitlines().index(next(ln for ln in (HEAD + body).splitlines() if marker in ln)) + 1


GLOBALS = """
class Base:
    OPTIONS = {{"max_new_tokens": 4}}
class NoCache(Base):
    OPTIONS = {{"max_new_tokens": 4, "use_cache": False}}
def pick(name):
    return {lookup}
cls = pick({name!r})
model.generate(**enc, assistant_model=draft, **cls.OPTIONS)  # call
"""


def test_globals_item_picks_the_named_class():
    body = GLOBALS.format(lookup="globals()[name]", name="NoCache")
    assert codes(body) == [("HF101", line_of(body, "# call"))]


def test_globals_get_at_module_level():
    body = """
class Beam:
    KW = {"max_new_tokens": 4, "num_beams": 2, "num_return_sequences": 3}
strategy = globals().get("Beam")
model.generate(**enc, **strategy.KW)  # call
"""
    assert codes(body) == [("HF159", line_of(body, "# call"))]


def test_globals_picking_the_safe_class_is_silent():
    assert codes(GLOBALS.format(lookup="globals()[name]", name="Base")) == []


def test_globals_name_not_known_is_silent():
    body = GLOBALS.format(lookup="globals()[name.strip()]", name="NoCache ")
    assert codes(body.replace("pick('NoCache ')", "pick(input())")) == []


SETTER = """
class Engine:
    def __init__(self):
        self.kwargs = {{"max_new_tokens": 4}}
    @property
    def mode(self):
        return None
    @mode.setter
    def mode(self, value):
{reset}        if value == "compiled":
            self.kwargs["cache_implementation"] = "static"
        elif value == "speculative":
            self.kwargs["assistant_model"] = draft
e = Engine()
e.mode = "compiled"
e.mode = "speculative"
model.generate(**enc, **e.kwargs)  # call
"""


def test_property_setter_runs_on_assignment():
    body = SETTER.format(reset="")
    assert codes(body) == [("HF102", line_of(body, "# call"))]


def test_property_setter_that_resets_is_silent():
    assert codes(SETTER.format(reset='        self.kwargs = {"max_new_tokens": 4}\n')) == []


def test_plain_attribute_write_still_an_attribute():
    body = """
class Engine:
    use_cache = True
e = Engine()
e.use_cache = False
model.generate(**enc, assistant_model=draft, use_cache=e.use_cache)  # call
"""
    assert codes(body) == [("HF101", line_of(body, "# call"))]


SUBCLASSES = """
class Strategy:
    NAME = "base"
    KW = {{"max_new_tokens": 4}}
class Greedy(Strategy):
    NAME = "greedy"
class Pair(Strategy):
    NAME = "pair"
    KW = {{"max_new_tokens": 4, "num_return_sequences": 2}}
class Deeper(Greedy):
    NAME = "deeper"
    KW = {{"max_new_tokens": 4, "num_return_sequences": 2}}
def by_name(name):
    for sub in Strategy.__subclasses__():
        if sub.NAME == name:
            return sub
    return Strategy
model.generate(**enc, **by_name({name!r}).KW)  # call
"""


def test_subclasses_lookup_finds_the_match():
    body = SUBCLASSES.format(name="pair")
    assert codes(body) == [("HF138", line_of(body, "# call"))]


def test_subclasses_are_direct_only():
    # (Deeper derives from Greedy, not Strategy: not listed, the loop falls through to the base)
    assert codes(SUBCLASSES.format(name="deeper")) == []


def test_subclasses_safe_pick_is_silent():
    assert codes(SUBCLASSES.format(name="greedy")) == []


MANAGER = """
import contextlib
class Engine:
    def __init__(self):
        self.opts = {{"max_new_tokens": 4}}
    @contextlib.contextmanager
    def options(self, **overrides):
        saved = dict(self.opts)
        self.opts.update(overrides)
        try:
            yield self
        finally:
            self.opts = saved
e = Engine()
with e.options(use_cache=False):
{inside}
{after}
"""
CALL = "model.generate(**enc, assistant_model=draft, **e.opts)  # call"


def test_contextmanager_method_body_sees_the_override():
    body = MANAGER.format(inside="    " + CALL, after="")
    assert codes(body) == [("HF101", line_of(body, "# call"))]


def test_contextmanager_method_restores_after_the_block():
    assert codes(MANAGER.format(inside="    pass", after=CALL)) == []


def test_property_setter_too_deep_to_follow_forgets_the_object():
    # The assignment runs four calls deep, where the walk follows no further call: the setter
    # (which takes the static cache out again) is not walked, so what the object holds is unknown.
    body = """
class Engine:
    def __init__(self):
        self.kwargs = {"max_new_tokens": 4, "cache_implementation": "static", "assistant_model": draft}
    @property
    def mode(self):
        return None
    @mode.setter
    def mode(self, value):
        self.kwargs = {"max_new_tokens": 4, "assistant_model": draft}
def a(e):
    b(e)
def b(e):
    c(e)
def c(e):
    d(e)
def d(e):
    e.mode = "speculative"
engine = Engine()
a(engine)
model.generate(**enc, **engine.kwargs)  # call
"""
    assert codes(body) == []
