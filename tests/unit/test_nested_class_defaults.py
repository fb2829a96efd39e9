"""A class defined inside a function (a factory building a runner class per experiment): its
methods read the enclosing call's names (the factory's parameters), and their default argument
values are evaluated where the class body runs, in the call's state, as Python does (core/flow.py
_s_ClassDef, ClassVal.closure and .defaults; objects.method_function). Before, the methods saw
neither: their defaults were read at the call from the module's globals and a parameter of the
factory was unknown. Each outcome is backed by runs of the fixtures
h114_factory_class_* and fp1567-fp1569 on 4.57.6, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0."""

from __future__ import annotations

import pytest

from test_method_definition_time_defaults import found

FACTORY = """
GEN = {"max_new_tokens": 8, "use_cache": FIRST}
def make_runner(assistant):
    class Runner:
        def run(self, kw=GEN):
            return model.generate(**inputs, **kw, assistant_model=assistant)
    return Runner()
runner = make_runner(draft)
GEN = {"max_new_tokens": 8, "use_cache": LATER}
runner.run()
"""


@pytest.mark.parametrize(("first", "later", "expected"), [("False", "True", [(6, "HF101", "error")]), ("True", "False", [])])
def test_method_default_is_the_global_of_when_the_factory_ran(first, later, expected):
    assert found(FACTORY.replace("FIRST", first).replace("LATER", later)) == expected


@pytest.mark.parametrize(("at_class", "later", "expected"), [("0", "16", [(5, "HF148", "error")]), ("6", "0", [])])
def test_closure_variable_default_is_read_where_the_class_body_runs(at_class, later, expected):
    body = f"""
    def make_sampler(budget):
        class Sampler:
            def sample(self, max_new_tokens=budget):
                return model.generate(**inputs, max_new_tokens=max_new_tokens)
        budget = {later}
        return Sampler()
    make_sampler({at_class}).sample()
    """
    assert found(body) == expected


def test_method_body_reads_the_factorys_parameter():
    body = """
    def make_runner(assistant):
        class Runner:
            def run(self):
                return model.generate(**inputs, max_new_tokens=8, use_cache=False, assistant_model=assistant)
        return Runner
    make_runner(draft)().run()
    """
    assert found(body) == [(5, "HF101", "error")]


def test_keyword_only_default_and_an_explicit_argument():
    body = """
    def decoder_class(samples):
        class Decoder:
            def decode(self, *, n=samples):
                return model.generate(**inputs, max_new_tokens=6, do_sample=False, num_return_sequences=n)
        return Decoder
    Decoder = decoder_class(3)
    samples = 1
    Decoder().decode()
    Decoder().decode(n=1)
    """
    # (the same call site runs clean for the explicit `n=1`: a warning for the site)
    assert found(body) == [(5, "HF138", "warning")]
    assert found(body.replace("    Decoder().decode(n=1)\n", "")) == [(5, "HF138", "error")]


def test_a_module_level_class_of_the_same_name_does_not_lend_its_defaults():
    body = """
    SAFE = {"max_new_tokens": 8, "use_cache": True}
    OFF = {"max_new_tokens": 8, "use_cache": False}
    class Runner:
        def run(self, kw=SAFE):
            return model.generate(**inputs, **kw, assistant_model=draft)
    def make_runner():
        class Runner:
            def run(self, kw=OFF):
                return model.generate(**inputs, **kw)
        return Runner()
    make_runner().run()
    Runner().run()
    """
    assert found(body) == []
