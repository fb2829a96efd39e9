"""Methods' default argument values are evaluated where the class body defines them, as Python
does (core/objects.py, ClassObj.defaults): `def run(self, kw=GEN)` keeps the GEN of when the
class cell ran, whatever a later cell binds to GEN; so do `@staticmethod`, `@classmethod` and
an `__init__` that stores the default on `self`. A default naming a class attribute is the
class's, not the module's global of that name. A resumed analysis (the server's snapshots)
reports what a fresh one does."""

from __future__ import annotations

import textwrap

from test_resumed_analysis import first, fresh, observable, resumed, retype, snapshot_every

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
inputs = tok("hello there", return_tensors="pt")
"""


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first_line = HEAD.count("\n")
    return [(f.span.line - first_line, f.code, f.severity.value) for f in hits]


METHOD = """
    GEN = {"max_new_tokens": 8, "use_cache": FIRST}
    class Bench:
        def run(self, kw=GEN):
            return model.generate(**inputs, **kw, assistant_model=draft)
    GEN = {"max_new_tokens": 8, "use_cache": LATER}
    Bench().run()
"""


def test_method_default_keeps_the_dict_of_the_class_definition():
    assert found(METHOD.replace("FIRST", "True").replace("LATER", "False")) == []


def test_method_default_named_before_a_rebinding_raises():
    assert found(METHOD.replace("FIRST", "False").replace("LATER", "True")) == [(5, "HF101", "error")]


def test_method_default_dict_mutated_in_place_is_seen():
    body = """
        GEN = {"max_new_tokens": 8}
        class Bench:
            def run(self, kw=GEN):
                return model.generate(**inputs, **kw, assistant_model=draft)
        GEN["use_cache"] = False
        Bench().run()
    """
    assert found(body) == [(5, "HF101", "error")]


def test_staticmethod_default_is_read_at_the_class_definition():
    body = """
        BUDGET = {first}
        class Complete:
            @staticmethod
            def complete(max_new_tokens=BUDGET):
                return model.generate(**inputs, max_new_tokens=max_new_tokens)
        BUDGET = {later}
        Complete.complete()
    """
    assert found(body.format(first=16, later=0)) == []
    assert found(body.format(first=0, later=16)) == [(6, "HF148", "error")]


def test_classmethod_default_is_read_at_the_class_definition():
    body = """
        TEMPERATURE = {first}
        class Sampler:
            def __init__(self, temperature):
                self.temperature = temperature
            @classmethod
            def default(cls, *, temperature=TEMPERATURE):
                return cls(temperature)
            def sample(self):
                return model.generate(**inputs, do_sample=True, temperature=self.temperature, max_new_tokens=4)
        TEMPERATURE = {later}
        Sampler.default().sample()
    """
    assert found(body.format(first=0.7, later=0.0)) == []
    assert found(body.format(first=0.0, later=0.7)) == [(10, "HF155", "error")]


def test_init_default_stored_on_self_is_the_class_definitions():
    body = """
        NUM = {first}
        class Generator:
            def __init__(self, n=NUM):
                self.n = n
            def __call__(self):
                return model.generate(**inputs, num_return_sequences=self.n, max_new_tokens=4)
        NUM = {later}
        Generator()()
    """
    assert found(body.format(first=1, later=3)) == []
    assert found(body.format(first=3, later=1)) == [(7, "HF138", "error")]


def test_default_naming_a_class_attribute_is_not_the_module_global():
    body = """
        DEFAULTS = {"max_new_tokens": 8, "use_cache": False}
        class Speculative:
            DEFAULTS = {"max_new_tokens": 8, "use_cache": True}
            def run(self, kw=DEFAULTS):
                return model.generate(**inputs, **kw, assistant_model=draft)
        Speculative().run()
    """
    assert found(body) == []


def test_an_explicit_argument_still_wins_over_the_captured_default():
    body = """
        GEN = {"max_new_tokens": 8, "use_cache": False}
        class Bench:
            def run(self, kw=GEN):
                return model.generate(**inputs, **kw, assistant_model=draft)
        Bench().run(kw={"max_new_tokens": 8})
    """
    assert found(body) == []


def test_a_resumed_analysis_keeps_the_method_defaults():
    text = HEAD + textwrap.dedent(METHOD.replace("FIRST", "True").replace("LATER", "True")) + "x = 1\n"
    for old, new, codes in (
        ('"use_cache": True}\nBench', '"use_cache": False}\nBench', []),
        ("x = 1", "x = 2", []),
        ('"use_cache": True}\nclass', '"use_cache": False}\nclass', ["HF101"]),
    ):
        edited = retype(text, old, new)
        with snapshot_every(1):
            before = first(text)
            after = resumed(edited, before)
        assert observable(after) == observable(fresh(edited))
        assert [f.code for f in after.findings] == codes
