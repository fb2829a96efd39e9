"""Calls through the object protocol (core/objects.py): the generate call is found, with the right
settings, however Python reaches it: bound methods kept as values, partials, super(), properties,
__call__, class attributes, static and class methods, inherited methods, records."""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = textwrap.dedent("""\
    import functools
    from dataclasses import dataclass, field, replace
    from typing import Any, NamedTuple, Optional
    from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaForCausalLM

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def codes(body: str) -> list[tuple[int, str, str]]:
    """(line in `body`, code, severity) of every finding."""
    result = analyze(HEAD + textwrap.dedent(body), "script.py", Settings(transformers_version="5.23.0"))
    assert result.internal_errors == []
    return [(f.span.line - LINES, f.code, f.severity.value) for f in result.findings]


def test_bound_method_in_a_variable_and_through_getattr():
    assert codes("""
        gen = model.generate
        gen(**inputs, assistant_model=draft, use_cache=False)
        getattr(model, "generate")(**inputs, assistant_model=draft, cache_implementation="static")
        getattr(model, "generate", None)(**inputs, assistant_model=draft)
    """) == [(3, "HF101", "error"), (4, "HF102", "error")]


def test_partial_merges_its_keywords_under_the_call_s():
    assert codes("""
        run = functools.partial(model.generate, assistant_model=draft, use_cache=False)
        run(**inputs)
        run(**inputs, use_cache=True)
        nested = functools.partial(run, max_new_tokens=4)
        nested(**inputs)
    """) == [(3, "HF101", "error"), (6, "HF101", "error")]


def test_partial_of_a_user_function():
    assert codes("""
        def speculate(m, a, use_cache=True):
            return m.generate(**inputs, assistant_model=a, use_cache=use_cache)

        fast = functools.partial(speculate, model, draft)
        fast(use_cache=False)
    """) == [(3, "HF101", "error")]


def test_call_dunder_and_module_forward():
    assert codes("""
        import torch

        class Gen:
            def __init__(self, m):
                self.m = m

            def __call__(self, **kw):
                return self.m.generate(**inputs, assistant_model=draft, **kw)

        class Wrapped(torch.nn.Module):
            def forward(self, ids):
                return model.generate(input_ids=ids, prompt_lookup_num_tokens=3, use_cache=False)

        Gen(model)(use_cache=False)
        Wrapped()(inputs.input_ids)
    """) == [(9, "HF101", "error"), (13, "HF101", "error")]


def test_properties_setters_and_lazy_loading():
    assert codes("""
        class Holder:
            def __init__(self):
                self._m = None

            @property
            def model(self):
                if self._m is None:
                    self._m = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
                return self._m

            @model.setter
            def model(self, value):
                self._m = value

        h = Holder()
        h.model.generate(**inputs, assistant_model=draft, use_cache=False)
    """) == [(17, "HF101", "error")]


def test_static_and_class_methods_and_inherited_methods():
    assert codes("""
        class Base:
            @staticmethod
            def load(name):
                return AutoModelForCausalLM.from_pretrained(name)

            @classmethod
            def pair(cls):
                return cls.load("openai-community/gpt2"), cls.load("distilbert/distilgpt2")

            def run(self, m, a):
                return m.generate(**inputs, assistant_model=a, cache_implementation=self.impl)

        class Child(Base):
            impl = "static"

        m, a = Child.pair()
        Child().run(m, a)
    """) == [(12, "HF102", "error")]


def test_class_attributes_and_the_writes_to_them():
    assert codes("""
        class CFG:
            use_cache = False

        model.generate(**inputs, assistant_model=draft, use_cache=CFG.use_cache)
        CFG.use_cache = True
        model.generate(**inputs, assistant_model=draft, use_cache=CFG.use_cache)

        class Runner:
            use_cache = False

            def go(self):
                return model.generate(**inputs, assistant_model=draft, use_cache=self.use_cache)

        r = Runner()
        r.use_cache = True
        r.go()
    """) == [(5, "HF101", "error")]


def test_super_in_a_subclass_of_a_model_class_and_of_a_wrapper():
    assert codes("""
        class Spec(LlamaForCausalLM):
            def generate(self, *args, **kwargs):
                kwargs.setdefault("assistant_model", self.helper)
                return super().generate(*args, use_cache=False, **kwargs)

        m = Spec.from_pretrained("HuggingFaceTB/SmolLM2-360M")
        m.helper = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
        m.generate(**inputs)

        class Base:
            def run(self, **kw):
                return model.generate(**inputs, **kw)

        class Child(Base):
            def run(self, **kw):
                return super().run(assistant_model=draft, cache_implementation="static", **kw)

        Child().run()
    """) == [(5, "HF101", "error"), (13, "HF102", "error")]


def test_a_module_assigned_to_a_model_is_hidden_by_a_class_attribute_of_that_name():
    # nn.Module keeps an assigned module in `_modules`: the class's `helper = None` is read first
    # (run: h56_subclass_super_generate.py, clean on 4.57.6 to 5.24.0); a value that is no module
    # is an ordinary instance attribute.
    body = """
        class Spec(LlamaForCausalLM):
            helper = None
            lowmem = True

            def generate(self, *args, **kwargs):
                if self.helper is not None:
                    kwargs["assistant_model"] = self.helper
                return super().generate(*args, use_cache=not self.lowmem, **kwargs)

        m = Spec.from_pretrained("HuggingFaceTB/SmolLM2-360M")
        m.helper = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
        m.generate(**inputs)
    """
    assert codes(body) == []
    without_default = body.replace("            helper = None\n", "")
    assert codes(without_default) == [(8, "HF101", "error")]


def test_an_override_that_repairs_the_call_is_respected():
    assert (
        codes("""
        class Safe(LlamaForCausalLM):
            def generate(self, *args, **kwargs):
                kwargs["use_cache"] = True
                return super().generate(*args, **kwargs)

        m = Safe.from_pretrained("HuggingFaceTB/SmolLM2-360M")
        m.generate(**inputs, assistant_model=AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"),
                   use_cache=False)
    """)
        == []
    )


def test_a_subclass_method_nothing_calls_is_walked_on_a_model_of_that_class():
    assert codes("""
        class Spec(LlamaForCausalLM):
            def speculate(self, ids):
                return self.generate(input_ids=ids, prompt_lookup_num_tokens=3, use_cache=False)
    """) == [(4, "HF101", "error")]


def test_records_dataclasses_namedtuples_and_pydantic_models():
    assert codes("""
        import pydantic

        @dataclass
        class Settings:
            use_cache: bool = False
            impl: Optional[str] = field(default="static")

        class Pair(NamedTuple):
            main: Any
            helper: Any = None

        class Cfg(pydantic.BaseModel):
            lookup: int = 3

        s = Settings()
        p = Pair(model, draft)
        model.generate(**inputs, assistant_model=p.helper, use_cache=s.use_cache)
        p.main.generate(**inputs, assistant_model=draft, cache_implementation=replace(s, impl=None).impl)
        model.generate(**inputs, prompt_lookup_num_tokens=Cfg().lookup, use_cache=Settings(True).use_cache)
        model.generate(**inputs, prompt_lookup_num_tokens=Cfg(lookup=None).lookup, use_cache=False)
    """) == [(18, "HF101", "error")]


def test_dataclass_post_init_and_inherited_fields():
    assert codes("""
        @dataclass
        class Base:
            impl: Optional[str] = None

        @dataclass
        class Child(Base):
            helper: Any = None

            def __post_init__(self):
                if self.helper is not None:
                    self.impl = "static"

        c = Child("offloaded", draft)
        model.generate(**inputs, assistant_model=c.helper, cache_implementation=c.impl)
    """) == [(15, "HF102", "error")]


def test_an_instance_built_elsewhere_keeps_its_fields_unknown():
    # a method nothing calls: `self` is any instance, so a dataclass field is not its default
    assert (
        codes("""
        @dataclass
        class Job:
            use_cache: bool = False

            def run(self):
                return model.generate(**inputs, assistant_model=draft, use_cache=self.use_cache)
    """)
        == []
    )


@pytest.mark.parametrize(
    "body",
    [
        # unknown bases: a method may come from them
        """
    import somewhere

    class W(somewhere.Base):
        pass

    W().generate(**inputs, assistant_model=draft, use_cache=False)
    """,
        # getattr with a name that is not a literal
        """
    import sys
    getattr(model, sys.argv[1])(**inputs, assistant_model=draft, use_cache=False)
    """,
    ],
)
def test_what_cannot_be_resolved_stays_silent(body):
    assert codes(body) == []


def test_lambdas_called_and_thunks_handed_to_unknown_functions():
    assert codes("""
        import timeit
        import threading

        gen = lambda **kw: model.generate(**inputs, assistant_model=draft, **kw)
        gen(use_cache=False)
        timeit.timeit(lambda: model.generate(**inputs, prompt_lookup_num_tokens=3, use_cache=False), number=2)

        def warm():
            model.generate(**inputs, assistant_model=draft, cache_implementation="static")

        threading.Thread(target=warm).start()
        # a function that needs arguments is not called by an unknown function here
        list(pool.imap(lambda p: model.generate(**tok(p, return_tensors="pt"), assistant_model=draft, use_cache=False),
                       ["a", "b"]))
        # map() calls it with each element
        list(map(lambda p: model.generate(**tok(p, return_tensors="pt"), assistant_model=draft, use_cache=False),
                 ["a", "b"]))
    """) == [(5, "HF101", "error"), (7, "HF101", "error"), (10, "HF102", "error"), (17, "HF101", "error")]


def test_statement_strings_a_timer_runs_at_once_are_walked_in_place():
    body = """
        import timeit
        import torch.utils.benchmark as benchmark

        kw = {"assistant_model": draft, "use_cache": False}
        timeit.timeit("model.generate(**inputs, **kw)", globals=globals(), number=2)
        benchmark.Timer(stmt="model.generate(**inputs, **kw)", globals={"model": model, "inputs": inputs, "kw": kw}).timeit(2)
        # the timer is kept and run later, its names are renamed, or it has none: not walked
        t = benchmark.Timer(stmt="model.generate(**inputs, **kw)", globals={"model": model, "inputs": inputs, "kw": kw})
        benchmark.Timer(stmt="m.generate(**inputs, **kw)", globals={"m": model, "inputs": inputs, "kw": kw}).timeit(2)
        timeit.timeit("model.generate(**inputs, **kw)", number=2)
    """
    assert codes(body) == [(6, "HF101", "error"), (7, "HF101", "error")]
    result = analyze(HEAD + textwrap.dedent(body), "script.py", Settings(transformers_version="5.23.0"))
    first = result.findings[0]
    line = (HEAD + textwrap.dedent(body)).splitlines()[first.span.line - 1]
    # the squiggle is on the call inside the string
    assert line[first.span.col :].startswith("generate(**inputs, **kw)")
    assert "this call raises ValueError: assisted generate requires `use_cache=True`" in first.message


def test_instances_of_dict_subclasses_are_the_dicts_they_hold():
    assert codes("""
        class Config(dict):
            pass

        class Sub(Config):
            pass

        model.generate(**inputs, assistant_model=draft, **Config(use_cache=False))
        d = {"use_cache": False}
        model.generate(**inputs, assistant_model=draft, use_cache=Config(d)["use_cache"])
        model.generate(**inputs, assistant_model=draft, use_cache=Sub(**d).get("use_cache"))
        for k, v in Sub(d).items():
            model.generate(**inputs, assistant_model=draft, **{k: v})
        plain = Config(use_cache=False).copy()
        model.generate(**inputs, assistant_model=draft, **plain)
        # an attribute of a plain subclass is no key
        c = Config(use_cache=True)
        c.use_cache = False
        model.generate(**inputs, assistant_model=draft, **c)
        model.generate(**inputs, assistant_model=draft, use_cache=c.use_cache)
    """) == [
        (8, "HF101", "error"),
        (10, "HF101", "error"),
        (11, "HF101", "error"),
        (13, "HF101", "error"),
        (15, "HF101", "error"),
        (20, "HF101", "error"),
    ]


def test_attributes_of_attribute_dicts_read_and_write_keys():
    assert codes("""
        class DotDict(dict):
            __getattr__ = dict.__getitem__
            __setattr__ = dict.__setitem__

            @classmethod
            def build(cls, d):
                return cls({k: cls.build(v) if isinstance(v, dict) else v for k, v in d.items()})

        cfg = DotDict.build({"gen": {"use_cache": True, "max_new_tokens": 4}})
        model.generate(**inputs, assistant_model=draft, **cfg.gen)
        cfg.gen.use_cache = False
        model.generate(**inputs, assistant_model=draft, **cfg.gen)

        class AttrDict(dict):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                self.__dict__ = self

        a = AttrDict(max_new_tokens=4)
        a.use_cache = False
        model.generate(**inputs, assistant_model=draft, **a)

        class Own(dict):
            def __getattr__(self, name):
                return self[name]

            def __setattr__(self, name, value):
                self[name] = value

        o = Own()
        o.use_cache = False
        model.generate(**inputs, assistant_model=draft, use_cache=o.use_cache)
    """) == [(13, "HF101", "error"), (22, "HF101", "error"), (33, "HF101", "error")]


def test_memoizing_wrappers_keyed_by_tuples_give_what_they_stored():
    # `(fn.__name__, *args)` splices the tuple of arguments; `(fn.__name__, args)` nests it:
    # either is a key the dict keeps, and `key not in CACHE` is decided on it.
    assert codes("""
        CACHE = {}

        def memo(fn):
            def wrapper(*args):
                key = (fn.__name__, *args)
                if key not in CACHE:
                    CACHE[key] = fn(*args)
                return CACHE[key]
            return wrapper

        @memo
        def settings(use_cache):
            return {"use_cache": use_cache, "max_new_tokens": 4}

        model.generate(**inputs, assistant_model=draft, **settings(True))
        model.generate(**inputs, assistant_model=draft, **settings(False))
        nested = {("a", (1, 2)): False}
        if ("a", (1, 2)) in nested:
            model.generate(**inputs, assistant_model=draft, use_cache=nested[("a", (1, 2))])
        if ("b", (1, 2)) in nested:
            model.generate(**inputs, assistant_model=draft, use_cache=False)
    """) == [(17, "HF101", "error"), (20, "HF101", "error")]


def test_a_starred_tuple_display_splices_what_the_walk_knows():
    assert codes("""
        import sys

        base = ("x", "y")
        table = {("x", "y", "z"): False}
        model.generate(**inputs, assistant_model=draft, use_cache=table.get((*base, "z"), True))
        model.generate(**inputs, assistant_model=draft, use_cache=table.get((*sys.argv, "z"), True))
    """) == [(6, "HF101", "error")]


def test_calling_a_value_an_attribute_dict_holds_keeps_its_keys():
    # `state.tok(text)`: the tokenizer kept under a key is called, not a method that may have
    # rewritten the dict; the cache kept beside it is still the static one.
    assert codes("""
        from transformers import StaticCache

        class SessionState(dict):
            def __getattr__(self, key):
                return self[key]

            def __setattr__(self, key, value):
                self[key] = value

        state = SessionState()
        state.tok = tok
        state.cache = StaticCache(config=model.config, max_cache_len=64)
        enc = state.tok("hi", return_tensors="pt")
        model.generate(**enc, assistant_model=draft, past_key_values=state.cache)
    """) == [(15, "HF120", "error")]
    # a method no dict has, of a class whose base is not dict alone, may have changed its keys
    got = codes("""
        import somewhere
        from transformers import StaticCache

        class SessionState(somewhere.Mapping, dict):
            def __getattr__(self, key):
                return self[key]

        state = SessionState()
        state["cache"] = StaticCache(config=model.config, max_cache_len=64)
        state.reset_all()
        model.generate(**inputs, assistant_model=draft, past_key_values=state["cache"])
    """)
    assert got == []


@pytest.mark.parametrize(
    "body",
    [
        # a class that stores keys its own way is not followed
        """
    class Wrapped(dict):
        def __setitem__(self, key, value):
            super().__setitem__(key, value)

    w = Wrapped(use_cache=False)
    model.generate(**inputs, assistant_model=draft, **w)
    """,
        # a key the dict does not hold, read through __getattr__
        """
    class DotDict(dict):
        __getattr__ = dict.__getitem__

    d = DotDict(max_new_tokens=3)
    model.generate(**inputs, assistant_model=draft, use_cache=d.use_cache)
    """,
        # an unknown function got the dict
        """
    import somewhere

    class Config(dict):
        pass

    c = Config(use_cache=False)
    somewhere.fill(c)
    model.generate(**inputs, assistant_model=draft, **c)
    """,
        # an __init__ that fills the dict from what the walk cannot see
        """
    import json

    class Loaded(dict):
        def __init__(self, path):
            super().__init__(json.load(open(path)))

    model.generate(**inputs, assistant_model=draft, **Loaded("run.json"))
    """,
        # an __init__ of its own that never calls dict's: what it holds is not known
        """
    import somewhere

    class Filled(dict):
        def __init__(self, source):
            somewhere.fill_from(source)

    f = Filled("run.json")
    model.generate(**inputs, assistant_model=draft, use_cache=f.get("use_cache", False))
    """,
        # isinstance of something the walk does not know, and a dict of what it does not know
        """
    import json
    import sys

    class Config(dict):
        pass

    x = json.loads(sys.argv[1])
    cfg = Config(x) if isinstance(x, dict) else Config(use_cache=True)
    model.generate(**inputs, assistant_model=draft, **cfg)
    """,
    ],
)
def test_dict_subclasses_not_understood_stay_silent(body):
    assert codes(body) == []


def test_dict_subclasses_filled_by_dicts_own_init():
    assert codes("""
        class A(dict):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)

        class B(A):
            def __init__(self, d):
                super(B, self).__init__(d)
                self["max_new_tokens"] = 4

        class C(dict):
            def __init__(self, **kw):
                dict.__init__(self, **kw)

        model.generate(**inputs, assistant_model=draft, **A(use_cache=False))
        model.generate(**inputs, assistant_model=draft, **B({"use_cache": False}))
        model.generate(**inputs, assistant_model=draft, use_cache=C(use_cache=False)["use_cache"])
        model.generate(**inputs, assistant_model=draft, **B({"use_cache": True}))
    """) == [(15, "HF101", "error"), (16, "HF101", "error"), (17, "HF101", "error")]


def test_dict_methods_of_a_plain_dict_or_a_dict_subclass_instance():
    assert codes("""
        import sys

        class Config(dict):
            def describe(self):
                return ", ".join(self)

        d = {"use_cache": False}
        c = Config(d) if len(sys.argv) > 2 else d
        model.generate(**inputs, assistant_model=draft, use_cache=c.get("use_cache"))
    """) == [(10, "HF101", "error")]


def test_named_tuple_replace_and_asdict():
    assert codes("""
        class Preset(NamedTuple):
            do_sample: bool = False
            num_return_sequences: int = 1

        WIDE = Preset()._replace(do_sample=True, num_return_sequences=2)
        model.generate(**inputs, assistant_model=draft, **WIDE._asdict())
        model.generate(**inputs, assistant_model=draft, **Preset()._asdict())
    """) == [(7, "HF105", "error")]


def test_enum_members_value_name_and_identity():
    assert codes("""
        import enum

        class Mode(enum.Enum):
            FAST = {"cache_implementation": "static"}
            PLAIN = {}

            @property
            def drafted(self):
                return self is Mode.FAST

        def run(mode):
            kw = dict(mode.value)
            if mode.drafted:
                kw["assistant_model"] = draft
            return model.generate(**inputs, **kw)

        run(Mode.PLAIN)
        run(Mode.FAST)
        print(Mode.FAST.name)
    """) == [(16, "HF102", "warning")]


def test_partialmethod_binds_the_method_and_its_arguments():
    assert codes("""
        class Client:
            def _gen(self, assisted=False, **kw):
                if assisted:
                    kw["assistant_model"] = draft
                return model.generate(**inputs, **kw)

            plain = functools.partialmethod(_gen, use_cache=False)
            fast = functools.partialmethod(_gen, True, use_cache=False)

        Client().plain()
        Client().fast()
    """) == [(6, "HF101", "warning")]


def test_executor_map_and_submit_call_the_function():
    assert codes("""
        from concurrent.futures import ThreadPoolExecutor

        def run(kw):
            return model.generate(**inputs, assistant_model=draft, **kw)

        with ThreadPoolExecutor(2) as pool:
            list(pool.map(run, [{"use_cache": False}]))
            pool.submit(run, {"cache_implementation": "static"}).result()
    """) == [(5, "HF101", "warning"), (5, "HF102", "warning")]


def test_a_context_manager_that_patches_and_restores_runs_the_body_at_its_yield():
    assert codes("""
        from contextlib import contextmanager

        @contextmanager
        def no_cache(m):
            m.generation_config.use_cache = False
            try:
                yield m
            finally:
                m.generation_config.use_cache = True

        def helper():
            with no_cache(model) as m:
                return m.generate(**inputs, assistant_model=draft)

        helper()
        with no_cache(model):
            n = 4
        model.generate(**inputs, assistant_model=draft, max_new_tokens=n)
    """) == [(14, "HF101", "error")]


def test_a_loop_over_an_enum_walks_its_members():
    assert codes("""
        import enum

        class Kind(str, enum.Enum):
            PLAIN = "plain"
            FAST = "fast"
            ALIAS = "fast"

        SETTINGS = {"plain": {}, "fast": {"cache_implementation": "static"}}
        for kind in Kind:
            model.generate(**inputs, assistant_model=draft, **SETTINGS[kind.value])
        print([kind.name for kind in Kind], list(Kind))
    """) == [(11, "HF102", "error")]


def test_isinstance_of_a_builtin_scalar_class_is_decided_for_constants():
    assert codes("""
        def flag(v):
            if isinstance(v, bool):
                return v
            if isinstance(v, (int, float)):
                return v != 0
            return v.lower() in ("1", "true")

        model.generate(**inputs, assistant_model=draft, use_cache=flag("no"))
        model.generate(**inputs, assistant_model=draft, use_cache=flag(0))
        model.generate(**inputs, assistant_model=draft, use_cache=flag(True))
        model.generate(**inputs, assistant_model=draft, use_cache=flag(unknown_value))
    """) == [(9, "HF101", "error"), (10, "HF101", "error")]


def test_a_thread_calls_its_target_with_its_args_and_kwargs():
    assert codes("""
        from threading import Thread

        def run(prompt, cache):
            return model.generate(**tok(prompt, return_tensors="pt"), assistant_model=draft, use_cache=cache)

        Thread(target=run, args=("hi", False)).start()
        Thread(target=model.generate, kwargs=dict(inputs, assistant_model=draft, cache_implementation="static")).start()
        Thread(target=run, args=("hi", True)).start()
    """) == [(5, "HF101", "warning"), (8, "HF102", "error")]


def test_torch_compile_of_a_model_or_a_function_is_what_it_wraps():
    assert codes("""
        import torch

        compiled = torch.compile(model, mode="max-autotune")
        compiled.generate(**inputs, assistant_model=draft, use_cache=False)
        gen = torch.compile(model.generate)
        gen(**inputs, assistant_model=draft, cache_implementation="static")
    """) == [(5, "HF101", "error"), (7, "HF102", "error")]


def test_torch_quantization_returns_the_model_or_a_deep_copy_of_it():
    # quantize_dynamic (and prepare/convert, torch.quantization's aliases) give back the causal LM:
    # a copy by default, the model itself with inplace=True.
    assert codes("""
        import torch
        from torch.ao.quantization import convert, prepare, quantize_dynamic

        int8 = quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
        int8.generate(**inputs, assistant_model=draft, num_return_sequences=2, do_sample=True)
        q = torch.quantization.quantize_dynamic(model, {torch.nn.Linear}, torch.qint8)
        q.generate(**inputs, assistant_model=draft, use_cache=False)
        static = convert(prepare(model))
        static.generation_config.use_cache = False
        static.generate(**inputs, assistant_model=draft)
        same = quantize_dynamic(model, {torch.nn.Linear}, inplace=True)
        same.generation_config.cache_implementation = "static"
        model.generate(**inputs, assistant_model=draft)
    """) == [(6, "HF105", "error"), (8, "HF101", "error"), (11, "HF101", "error"), (14, "HF102", "error")]


def test_a_deep_copy_of_a_model_has_its_own_generation_config():
    # What is written to the copy (quantize_dynamic's, copy.deepcopy's) leaves the original alone,
    # and the copy starts from the original's settings; copy.copy shares the generation config.
    assert codes("""
        import copy
        import torch
        from torch.ao.quantization import quantize_dynamic

        int8 = quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
        int8.generation_config.use_cache = False
        model.generate(**inputs, assistant_model=draft)
        clone = copy.deepcopy(model)
        clone.generation_config.cache_config = {"max_cache_len": 8}
        clone.generation_config.cache_config["batch_size"] = 1
        model.generation_config.num_return_sequences = 2
        clone.generate(**inputs, assistant_model=draft)
        shallow = copy.copy(model)
        shallow.generation_config.use_cache = False
        model.generate(**inputs, assistant_model=draft, num_return_sequences=1)
    """) == [(16, "HF134", "error")]
    # (the shared config's use_cache=False would be HF101, but 5.x validates the model's config,
    # with its num_return_sequences=2 and greedy decoding, before the call's keywords: HF134;
    # a run on 5.23.0 raised that, 4.57.6 HF101)


@pytest.mark.parametrize(
    "call",
    [
        "quantize_dynamic(model, {torch.nn.Linear}, inplace=INPLACE)",  # inplace unknown
        "quantize_dynamic(*args)",
        "quantize_dynamic(make_model(), {torch.nn.Linear})",  # a model the walk does not know
    ],
)
def test_a_quantized_model_the_walk_cannot_tell_stays_silent(call):
    assert (
        codes(f"""
        import sys
        import torch
        from torch.ao.quantization import quantize_dynamic

        INPLACE = sys.argv[-1] == "inplace"
        args = (model,) if len(sys.argv) > 3 else ()

        def make_model():
            return AutoModelForCausalLM.from_pretrained(sys.argv[1])

        int8 = {call}
        int8.generation_config.use_cache = False
        model.generate(**inputs, assistant_model=draft)
    """)
        == []
    )


def test_a_tokenizer_s_output_spread_into_a_dict_gives_the_batch_and_no_setting():
    assert codes("""
        two = tok(["a", "bb"], return_tensors="pt", padding=True)
        model.generate(**{**two, "assistant_model": draft})
        model.generate(**dict(inputs, assistant_model=draft, use_cache=False))
        kw = {**inputs}
        kw.update(assistant_model=draft)
        model.generate(**kw)
    """) == [(3, "HF106", "error"), (4, "HF101", "error")]


def test_no_fix_passes_a_keyword_to_a_thread():
    body = textwrap.dedent("""
        from threading import Thread

        model.generation_config.use_cache = False
        Thread(target=model.generate, kwargs=dict(inputs, assistant_model=draft)).start()
        Thread(target=model.generate, kwargs=dict(inputs, assistant_model=draft, use_cache=False)).start()
    """)
    result = analyze(HEAD + body, "script.py", Settings(transformers_version="5.23.0"))
    assert [(f.span.line - LINES, f.code) for f in result.findings] == [(5, "HF101"), (6, "HF101")]
    lines = (HEAD + body).split("\n")
    for f in result.findings:
        for fix in f.fixes:
            if fix.title.startswith("Ignore"):
                continue
            for e in fix.edits:
                # Only the literal where the cache is turned off changes (False -> True), never Thread(...)'s keywords.
                assert e.new_text == "True", (f.span.line, fix.title, e)
                assert "False" in lines[e.span.line - 1][e.span.col : e.span.end_col], (fix.title, e)
    assert result.findings[0].fixes and result.findings[1].fixes


def test_peft_models_are_the_model_they_wrap():
    assert codes("""
        import peft
        from peft import LoraConfig, PeftModel, get_peft_model

        lora = get_peft_model(model, LoraConfig(r=8))
        lora.generate(**inputs, assistant_model=draft, use_cache=False)
        lora.generation_config.cache_implementation = "static"
        model.generate(**inputs, assistant_model=draft)
        merged = PeftModel.from_pretrained(model=draft, model_id="adapter").merge_and_unload()
        model.generate(**inputs, assistant_model=merged, cache_implementation=None, use_cache=False)
        peft.PeftModelForCausalLM.from_pretrained(model, "adapter").get_base_model().generate(**inputs, assistant_model=draft)
    """) == [(6, "HF101", "error"), (8, "HF102", "error"), (10, "HF101", "error"), (11, "HF102", "error")]


def test_accelerate_hands_models_back_and_parallel_wrappers_keep_them_in_module():
    assert codes("""
        import torch
        from accelerate import Accelerator
        from torch.nn.parallel import DistributedDataParallel as DDP

        acc = Accelerator()
        main, assistant, optimizer = acc.prepare(model, draft, object())
        acc.unwrap_model(main).generate(**inputs, assistant_model=assistant, use_cache=False)
        one = acc.prepare(model)
        one.generate(**inputs, assistant_model=acc.unwrap_model(draft), do_sample=True, num_return_sequences=2)
        DDP(model).module.generate(**inputs, assistant_model=draft, use_cache=False)
        torch.nn.DataParallel(model).generate(**inputs, assistant_model=draft, use_cache=False)
        acc.gather(model).generate(**inputs, assistant_model=draft, use_cache=False)
    """) == [(8, "HF101", "error"), (10, "HF105", "error"), (11, "HF101", "error")]


def test_pydantic_models_dump_and_copy_their_fields():
    assert codes("""
        from pydantic import BaseModel

        class Opts(BaseModel):
            use_cache: bool = False
            max_new_tokens: int = 8
            temperature: Optional[float] = None

        o = Opts()
        model.generate(**inputs, assistant_model=draft, **o.model_dump())
        model.generate(**inputs, assistant_model=draft, **o.model_dump(exclude={"use_cache"}))
        model.generate(**inputs, assistant_model=draft, **o.model_dump(include=["max_new_tokens"]))
        model.generate(**inputs, assistant_model=draft, **o.dict(exclude_none=True))
        model.generate(**inputs, assistant_model=draft, **o.model_dump(exclude_unset=True))
        model.generate(**inputs, assistant_model=draft, **o.model_copy(update={"use_cache": True}).model_dump())
        model.generate(**inputs, assistant_model=draft, use_cache=o.copy(update=dict(use_cache=None)).use_cache)
    """) == [(10, "HF101", "error"), (13, "HF101", "error")]


def test_pydantic_models_iterated_give_their_fields():
    # `dict(req)`, a comprehension over `req` ((name, value) pairs) and `req.__dict__` hold the
    # model's fields; a model of the file with its own `__iter__` is not read that way.
    assert codes("""
        from pydantic import BaseModel

        class Req(BaseModel):
            prompt: str = "hi"
            num_return_sequences: int = 2
            do_sample: bool = True
            top_k: Optional[int] = None

        class Own(BaseModel):
            num_return_sequences: int = 2

            def __iter__(self):
                yield "max_new_tokens", 4

        r = Req()
        kw = dict(r)
        kw.pop("prompt")
        model.generate(**inputs, assistant_model=draft, **kw)
        model.generate(**inputs, assistant_model=draft, **{k: v for k, v in r if k != "prompt" and v is not None})
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=r.__dict__["num_return_sequences"])
        model.generate(**inputs, assistant_model=draft, **dict(Own()))
        safe = Req(num_return_sequences=1)
        model.generate(**inputs, assistant_model=draft, **{k: v for k, v in safe if k != "prompt" and v is not None})
    """) == [(19, "HF105", "error"), (20, "HF105", "error"), (21, "HF105", "error")]
    source = HEAD + textwrap.dedent("""
        from pydantic import BaseModel

        class Req(BaseModel):
            num_return_sequences: int = 2
            do_sample: bool = True

        model.generate(**inputs, assistant_model=draft, **dict(Req()))
    """)
    (f,) = analyze(source, "script.py", Settings(transformers_version="5.23.0")).findings
    assert f.code == "HF105" and f"num_return_sequences is set to 2 at line {LINES + 5}" in f.message


def test_a_loop_over_a_pydantic_model_walks_its_fields():
    assert codes("""
        from pydantic import BaseModel

        class Req(BaseModel):
            prompt: str = "hi"
            use_cache: bool = False
            top_k: Optional[int] = None

        kw = {}
        for name, value in Req():
            if name == "prompt" or value is None:
                continue
            kw[name] = value
        model.generate(**inputs, assistant_model=draft, **kw)
    """) == [(14, "HF101", "error")]


def test_a_queue_gives_what_was_put_in_it():
    assert codes("""
        import queue

        jobs = queue.Queue()
        jobs.put({"use_cache": True})
        jobs.put({"use_cache": False})
        model.generate(**inputs, assistant_model=draft, **jobs.get())
        fresh = queue.LifoQueue()
        model.generate(**inputs, assistant_model=draft, **fresh.get())
        safe = queue.SimpleQueue()
        safe.put_nowait({"max_new_tokens": 4})
        model.generate(**inputs, assistant_model=draft, **safe.get_nowait())
    """) == [(7, "HF101", "warning")]


def test_a_queue_held_by_code_that_is_not_followed_is_not_known():
    assert (
        codes("""
        import queue
        import somewhere

        jobs = queue.Queue()
        jobs.put({"use_cache": False})
        somewhere.refill(jobs)
        model.generate(**inputs, assistant_model=draft, **jobs.get())
    """)
        == []
    )


def test_a_dict_read_with_one_of_several_keys_gives_each_key_s_item():
    assert codes("""
        import random

        MODES = {"lean": {"use_cache": False}, "fast": {"use_cache": True}}
        SAFE = {"lean": {"max_new_tokens": 4}, "fast": {"do_sample": True}}

        def pick():
            if random.random() > 0.5:
                return "lean"
            return "fast"

        model.generate(**inputs, assistant_model=draft, **MODES[pick()])
        model.generate(**inputs, assistant_model=draft, **SAFE[pick()])
    """) == [(12, "HF101", "warning")]


def test_unpacking_one_of_several_tuples_joins_each_position():
    assert codes("""
        import queue

        PROFILES = {"lean": {"use_cache": False}, "plain": {"max_new_tokens": 4}}
        jobs = queue.Queue()
        for name in PROFILES:
            jobs.put((name, "hello"))
        jobs.put(None)
        while True:
            job = jobs.get()
            if job is None:
                break
            profile, prompt = job
            model.generate(**tok(prompt, return_tensors="pt"), assistant_model=draft, **PROFILES[profile])
    """) == [(14, "HF101", "warning")]


def test_an_asyncio_queue_gives_what_was_put_in_it_when_awaited():
    assert codes("""
        import asyncio

        async def serve(q):
            kwargs = await q.get()
            return model.generate(**inputs, assistant_model=draft, **kwargs)

        async def main():
            q = asyncio.Queue()
            await q.put({"use_cache": False})
            await serve(q)

        asyncio.run(main())
    """) == [(6, "HF101", "error")]


def test_a_class_attribute_object_is_one_object_for_every_read():
    assert codes("""
        class Registry:
            presets = {}

            @classmethod
            def add(cls, name, **kwargs):
                cls.presets[name] = kwargs

            def run(self, name):
                return model.generate(**inputs, **self.presets[name])

        Registry.add("lean", assistant_model=draft, use_cache=False)
        Registry.add("plain", max_new_tokens=4)
        Registry().run("lean")
        Registry().run("plain")
    """) == [(10, "HF101", "warning")]


def test_a_typed_dict_built_by_a_call_is_a_plain_dict():
    assert codes("""
        from typing import TypedDict

        class Req(TypedDict, total=False):
            use_cache: bool
            max_new_tokens: int

        model.generate(**inputs, assistant_model=draft, **Req(use_cache=False))
        model.generate(**inputs, assistant_model=draft, **Req(max_new_tokens=4))
    """) == [(8, "HF101", "error")]


def test_a_class_decorator_of_the_file_is_called_with_the_class():
    assert codes("""
        REGISTRY = {}

        def register(name):
            def add(cls):
                REGISTRY[name] = cls
                return cls
            return add

        @register("lean")
        class Lean:
            def run(self):
                return model.generate(**inputs, assistant_model=draft, use_cache=False)

        REGISTRY["lean"]().run()
        Lean().run()
    """) == [(13, "HF101", "error")]


def test_subclass_of_an_export_wrapper_runs_its_checks():
    # `super().__init__(model, ...)` is the wrapper's construction; a subclass without an
    # `__init__` of its own is built by the wrapper's; a plain module subclass is not a wrapper.
    assert codes("""
        import torch
        from transformers.integrations.executorch import TorchExportableModuleWithStaticCache as Static

        class Last(Static):
            def __init__(self, m, n):
                super().__init__(m, batch_size=1, max_cache_len=n)

        class Bare(Static):
            pass

        class Holder(torch.nn.Module):
            def __init__(self, m):
                super().__init__()
                self.m = m

        Last(model, 16)
        Bare(model, max_cache_len=16)
        Holder(model)
        model.generation_config.use_cache = True
        model.generation_config.cache_implementation = "static"
        Last(model, 16)
        Bare(model, max_cache_len=16)
    """) == [(7, "HF202", "warning"), (18, "HF202", "error"), (23, "HF204", "error")]


def test_class_context_manager_patches_the_block_and_restores_after_it():
    assert codes("""
        class NoCache:
            def __init__(self, cfg):
                self.cfg = cfg
            def __enter__(self):
                self.old = self.cfg.use_cache
                self.cfg.use_cache = False
                return self.cfg
            def __exit__(self, *exc):
                self.cfg.use_cache = self.old
        with NoCache(model.generation_config) as cfg:
            model.generate(**inputs, generation_config=cfg, assistant_model=draft)
        model.generate(**inputs, assistant_model=draft)
    """) == [(12, "HF101", "error")]


def test_exit_stack_enters_managers_and_runs_callbacks_when_the_block_ends():
    assert codes("""
        import contextlib
        class Set:
            def __init__(self, obj, name, value):
                self.obj, self.name, self.value = obj, name, value
            def __enter__(self):
                self.old = getattr(self.obj, self.name)
                setattr(self.obj, self.name, self.value)
            def __exit__(self, *exc):
                setattr(self.obj, self.name, self.old)
        with contextlib.ExitStack() as stack:
            stack.enter_context(Set(model.generation_config, "cache_implementation", "static"))
            model.generate(**inputs, assistant_model=draft)
        model.generate(**inputs, assistant_model=draft)
        with contextlib.ExitStack() as stack:
            model.generation_config.use_cache = False
            stack.callback(setattr, model.generation_config, "use_cache", True)
            model.generate(**inputs, assistant_model=draft)
        model.generate(**inputs, assistant_model=draft)
    """) == [(13, "HF102", "error"), (18, "HF101", "error")]


def test_method_decorators_of_the_file_are_applied():
    assert codes("""
        def cache_kw(name="cache"):
            def deco(fn):
                def inner(*args, **kwargs):
                    kwargs.setdefault(name, None)
                    kwargs[name] = {}
                    return fn(*args, **kwargs)
                return inner
            return deco
        def off(fn):
            def inner(self, **kw):
                return fn(self, **kw, use_cache=False)
            return inner
        class Svc:
            @off
            def run(self, **kw):
                return model.generate(**inputs, assistant_model=draft, **kw)
            @functools.lru_cache(maxsize=None)
            def plain(self):
                return model.generate(**inputs, assistant_model=draft)
        Svc().run()
        Svc().plain()
    """) == [(17, "HF101", "error")]


def test_run_in_executor_and_consumed_generator_expressions():
    assert codes("""
        import asyncio
        def batch(prompts):
            enc = tok(prompts, return_tensors="pt", padding=True)
            return model.generate(**enc, assistant_model=draft)
        def one(n):
            return model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=n)
        async def main():
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, batch, ["a", "b"])
            await asyncio.gather(*(asyncio.to_thread(one, n) for n in [1, 2]))
            list(one(n) for n in [3])
        asyncio.run(main())
    """) == [(5, "HF106", "error"), (7, "HF105", "error")]
    # (the consumed generators are sweeps: gather runs n=2, list runs n=3, both surely)


def test_enum_called_with_a_value_is_its_member():
    assert codes("""
        import enum
        class Kind(str, enum.Enum):
            STATIC = "static"
            DYNAMIC = "dynamic"
        class Plain(enum.Enum):
            ON = "on"
        model.generate(**inputs, assistant_model=draft, cache_implementation=Kind("static").value)
        model.generate(**inputs, assistant_model=draft, cache_implementation=Kind("dynamic").value)
        model.generate(**inputs, assistant_model=draft, use_cache=Plain("on") is Plain.ON)
        model.generate(**inputs, assistant_model=draft, use_cache=Plain("on") is not Plain.ON)
    """) == [(8, "HF102", "error"), (9, "HF113", "warning"), (11, "HF101", "error")]


def test_reduce_folds_transforms_and_pydantic_after_validators_run():
    assert codes("""
        from functools import reduce
        from typing import Optional
        from pydantic import BaseModel, model_validator
        def draft_on(kw):
            return {**kw, "assistant_model": draft}
        def cache_off(kw):
            return {**kw, "use_cache": False}
        model.generate(**inputs, **reduce(lambda acc, f: f(acc), [draft_on, cache_off], {}))
        model.generate(**inputs, **reduce(lambda acc, f: f(acc), [draft_on], {}))
        class S(BaseModel):
            n: int = 2
            @model_validator(mode="after")
            def widen(self):
                self.n = self.n + 1
                return self
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=S().n)
    """) == [(9, "HF101", "error"), (17, "HF105", "error")]


def test_namedtuple_factory_records():
    # `collections.namedtuple(...)`: positional and keyword construction, defaults= on the last
    # fields, _replace, _asdict, unpacking, indexing, _make, _fields; a class derived from it.
    assert codes("""
        import collections
        Run = collections.namedtuple("Run", "max_new_tokens use_cache lookup", defaults=(True, None))
        base = Run(4)
        model.generate(**inputs, max_new_tokens=base.max_new_tokens, use_cache=base.use_cache, assistant_model=draft)
        off = base._replace(use_cache=False)
        model.generate(**inputs, **{k: v for k, v in off._asdict().items() if k != "lookup"}, assistant_model=draft)
        tokens, cache, lookup = off
        model.generate(**inputs, use_cache=cache, assistant_model=draft)
        model.generate(**inputs, use_cache=off[1], assistant_model=draft)
        made = Run._make([4, False, 3])
        model.generate(**inputs, use_cache=made.use_cache, prompt_lookup_num_tokens=made.lookup)
        assert Run._fields == ("max_new_tokens", "use_cache", "lookup")

        class Plan(collections.namedtuple("Plan", ["cache"], defaults=[True])):
            def kwargs(self):
                return {"use_cache": self.cache, "assistant_model": draft}

        model.generate(**inputs, **Plan().kwargs())
        model.generate(**inputs, **Plan(False).kwargs())
    """) == [(7, "HF101", "error"), (9, "HF101", "error"), (10, "HF101", "error"), (12, "HF101", "error"), (20, "HF101", "error")]


def test_functional_named_tuple_and_unknown_defaults():
    assert codes("""
        from collections import namedtuple
        Pair = NamedTuple("Pair", [("cache", bool), ("n", int)])
        p = Pair(False, 1)
        model.generate(**inputs, use_cache=p.cache, assistant_model=draft)

        class Cfg(NamedTuple):
            n: int
            cache: bool = True

        n, cache = Cfg._make((2, False))
        model.generate(**inputs, use_cache=cache, assistant_model=draft)

        def make(defaults):
            Local = namedtuple("Local", "cache", defaults=defaults)
            return Local()

        model.generate(**inputs, use_cache=make((False,)).cache, assistant_model=draft)
    """) == [(5, "HF101", "error"), (12, "HF101", "error")]


def test_context_variables_set_get_and_reset():
    assert codes("""
        import contextvars
        SETTINGS = contextvars.ContextVar("settings", default={"use_cache": True})
        CACHE = contextvars.ContextVar("cache")

        def run():
            return model.generate(**inputs, assistant_model=draft, **SETTINGS.get())

        run()
        token = SETTINGS.set({"use_cache": False})
        run()
        SETTINGS.reset(token)
        run()
        model.generate(**inputs, assistant_model=draft, use_cache=CACHE.get(False))
        CACHE.set(False)
        model.generate(**inputs, assistant_model=draft, use_cache=CACHE.get())
    """) == [(7, "HF101", "warning"), (14, "HF101", "error"), (16, "HF101", "error")]


def test_init_subclass_receives_the_class_keywords():
    assert codes("""
        REGISTRY = {}

        class Base:
            def __init_subclass__(cls, key=None, cache=True, **kw):
                super().__init_subclass__(**kw)
                cls.cache = cache
                REGISTRY[key or cls.__name__] = cls

            def run(self):
                return model.generate(**inputs, assistant_model=draft, use_cache=self.cache)

        class Fast(Base, key="fast"):
            pass

        class Lean(Base, cache=False):
            pass

        REGISTRY["fast"]().run()
        model.generate(**inputs, assistant_model=draft, use_cache=REGISTRY["Lean"].cache)

        class Own:
            def __init_subclass__(cls, cache=True):
                cls.cache = cache

        model.generate(**inputs, assistant_model=draft, use_cache=Own.cache)
    """) == [(20, "HF101", "error")]


def test_environment_listing_filtered_by_a_prefix():
    # A comprehension that keeps the variables of a prefix: the ones the script set (the run's
    # environment sets none it reads); every variable (PATH, HOME): not known.
    assert codes("""
        import os
        from collections import ChainMap
        DEFAULTS = {"use_cache": False, "max_new_tokens": 4}
        env = {k[4:].lower(): v for k, v in os.environ.items() if k.startswith("GEN_")}
        model.generate(**inputs, assistant_model=draft, **ChainMap(env, DEFAULTS))
        everything = {k.lower(): v for k, v in os.environ.items()}
        model.generate(**inputs, assistant_model=draft, **ChainMap(everything, DEFAULTS))
        os.environ["GEN_USE_CACHE"] = ""
        mine = {k[4:].lower(): bool(v) for k, v in os.environ.items() if k.startswith("GEN_")}
        model.generate(**inputs, assistant_model=draft, **ChainMap(mine, {"use_cache": True}))
    """) == [(6, "HF101", "warning"), (11, "HF101", "error")]


def test_datasets_built_in_code_and_dict_builders():
    assert codes("""
        from datasets import Dataset
        tok.pad_token = tok.eos_token
        ds = Dataset.from_dict({"prompt": ["a", "b", "c"], "n": [1, 2, 1]})
        model.generate(**tok(ds["prompt"], return_tensors="pt", padding=True), assistant_model=draft)
        model.generate(**tok(ds[:1]["prompt"], return_tensors="pt"), assistant_model=draft)
        model.generate(**tok(ds.select([0, 2])["prompt"], return_tensors="pt", padding=True), assistant_model=draft)
        assert len(ds) == ds.num_rows == 3
        rows = Dataset.from_list([{"prompt": "a"}, {"prompt": "b"}]).shuffle(seed=0)
        model.generate(**tok(rows["prompt"], return_tensors="pt", padding=True), assistant_model=draft)
        mixed = Dataset.from_dict({"prompt": ["a", "b"], "n": [1]})
        model.generate(**tok(mixed["prompt"], return_tensors="pt", padding=True), assistant_model=draft)
        keys = ["use_cache", "max_new_tokens"]
        model.generate(**inputs, assistant_model=draft, **dict(zip(keys, [False, 4])))
        model.generate(**inputs, assistant_model=draft, **dict.fromkeys(["use_cache"], False))
        model.generate(**inputs, assistant_model=draft, **dict.fromkeys(keys))
    """) == [(5, "HF106", "error"), (7, "HF106", "error"), (10, "HF106", "error"), (14, "HF101", "error"), (15, "HF101", "error")]


@pytest.mark.parametrize(
    "body",
    [
        # (the h24 round: `dataclasses.fields(...)` lists a dataclass's fields, each `.name`
        # known, and a set of constants bound to a name answers `in`; these stay safe)
        """
        from dataclasses import fields
        @dataclass
        class Req:
            max_new_tokens: int = 8
            use_cache: bool = False
        SKIP = {"use_cache"}
        req = Req()
        kw = {f.name: getattr(req, f.name) for f in fields(req) if f.name not in SKIP}
        model.generate(**inputs, assistant_model=draft, **kw)
        """,
        """
        from dataclasses import fields
        @dataclass(frozen=True)
        class Fast:
            max_new_tokens: int = 8
            use_cache: bool = True
        for f in fields(Fast):
            setattr(model.generation_config, f.name, getattr(Fast(), f.name))
        model.generate(**inputs, prompt_lookup_num_tokens=3)
        """,
        """
        LOOKUP_TASKS = {"extract", "edit"}
        task = "chat"
        kw = {"prompt_lookup_num_tokens": 3, "use_cache": False} if task in LOOKUP_TASKS else {}
        model.generate(**inputs, **kw)
        """,
        """
        BATCHED = {2, 4, 8}
        n = 1
        extra = {} if n in BATCHED else {"assistant_model": draft}
        model.generate(**inputs, **extra)
        """,
        """
        from dataclasses import fields
        class NotADataclass:
            use_cache = False
        kw = {}
        model.generate(**inputs, assistant_model=draft, **kw)
        EXCLUDED = {"chat"}
        for name in EXCLUDED:
            model.generate(**inputs, assistant_model=draft, num_return_sequences=1)
        """,
    ],
)
def test_dataclass_fields_and_named_sets_stay_safe(body):
    assert codes(body) == []


def test_dataclass_fields_and_named_sets():
    assert codes("""
        from dataclasses import fields
        @dataclass
        class Req:
            max_new_tokens: int = 8
            use_cache: bool = False
        req = Req()
        kw = {f.name: getattr(req, f.name) for f in fields(req)}
        model.generate(**inputs, assistant_model=draft, **kw)
        NOCACHE = {"edge", "mobile"}
        target = "edge"
        model.generate(**inputs, assistant_model=draft, use_cache=target not in NOCACHE)
    """) == [(9, "HF101", "error"), (12, "HF101", "error")]


def test_getattr_delegation_to_the_wrapped_model():
    # `wrapper.generate`, `wrapper.generation_config`: the class's own `__getattr__` answers
    # what the instance and its classes lack, here the model it holds
    assert codes("""
        class Delegate:
            def __init__(self, inner):
                self.inner = inner

            def __getattr__(self, name):
                if name.startswith("_"):
                    raise AttributeError(name)
                return getattr(self.inner, name)

        class Named(Delegate):
            label = "main"

        w = Named(model)
        w.generate(**inputs, assistant_model=draft, use_cache=False)
        w.generation_config.num_return_sequences = 2
        model.generate(**inputs, assistant_model=draft, do_sample=True)
        w.label
    """) == [(15, "HF101", "error"), (17, "HF134", "error")]
    # (5.x validates the model's config, written through the wrapper, before the call's
    # do_sample=True applies: HF134 on 5.23.0 where 4.57.6 raises HF105; both by runs)


def test_getattr_delegation_yields_to_what_the_class_finds_first():
    # an own method, a class attribute, an instance attribute: `__getattr__` is never asked
    assert (
        codes("""
        class Safe:
            generation_config = None

            def __init__(self, inner):
                self.inner = inner
                self.tag = "x"

            def __getattr__(self, name):
                return getattr(self.inner, name)

            def generate(self, **kw):
                kw.pop("use_cache", None)
                return self.inner.generate(**kw)

        s = Safe(model)
        s.generate(**inputs, assistant_model=draft, use_cache=False)
    """)
        == []
    )


@pytest.mark.parametrize(
    "body",
    [
        # a method may bind `generate` on the instance, unseen by the walk
        """
    class W:
        def __init__(self, inner):
            self.inner = inner

        def plug(self, fn):
            self.generate = fn

        def __getattr__(self, name):
            return getattr(self.inner, name)

    W(model).generate(**inputs, assistant_model=draft, use_cache=False)
    """,
        # setattr with names from elsewhere
        """
    class W:
        def __init__(self, inner, extra):
            self.inner = inner
            for k, v in extra.items():
                setattr(self, k, v)

        def __getattr__(self, name):
            return getattr(self.inner, name)

    import json, sys
    W(model, json.loads(sys.argv[1])).generate(**inputs, assistant_model=draft, use_cache=False)
    """,
        # a base the walk does not know (torch.nn.Module's own __getattr__ comes first)
        """
    import torch

    class W(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

    W(model).generate(**inputs, assistant_model=draft, use_cache=False)
    """,
        # __getattribute__ of its own
        """
    class W:
        def __init__(self, inner):
            self.inner = inner

        def __getattribute__(self, name):
            return object.__getattribute__(self, name)

        def __getattr__(self, name):
            return getattr(self.inner, name)

    W(model).generate(**inputs, assistant_model=draft, use_cache=False)
    """,
    ],
)
def test_getattr_delegation_stays_silent_where_the_attribute_may_be_bound(body):
    assert codes(body) == []


def test_dict_update_of_an_instance_sets_its_attributes():
    # `self.__dict__.update(kwargs)`: a settings object taking its attributes from keywords
    assert codes("""
        class Settings:
            use_cache = True

            def __init__(self, base, **kw):
                self.__dict__.update(base)
                self.__dict__.update(kw, num_return_sequences=1)

        s = Settings({"use_cache": True}, use_cache=False)
        model.generate(**inputs, assistant_model=draft, use_cache=s.use_cache)
        model.generate(**inputs, assistant_model=draft, num_return_sequences=s.num_return_sequences)
    """) == [(10, "HF101", "error")]


def test_dict_update_of_what_the_walk_cannot_read_stays_silent():
    # keys from elsewhere: the class attribute is not what the instance holds
    assert (
        codes("""
        import json, sys

        class Settings:
            use_cache = False

            def __init__(self, extra):
                self.__dict__.update(extra)

        s = Settings(json.loads(sys.argv[1]))
        model.generate(**inputs, assistant_model=draft, use_cache=s.use_cache)
    """)
        == []
    )


def test_a_generic_class_alias_builds_instances():
    # `Engine[Model](...)`: typing's alias of a generic class of the file calls the class
    assert codes("""
        from typing import Generic, TypeVar
        T = TypeVar("T")

        class Base(Generic[T]):
            def __init__(self, m):
                self.m = m

        class Engine(Base[T]):
            def run(self):
                return self.m.generate(**inputs, assistant_model=draft, use_cache=False)

        Engine[str](model).run()
    """) == [(11, "HF101", "error")]


@pytest.mark.parametrize(
    "body",
    [
        # a `__class_getitem__` of its own: the subscript is what it returns
        """
    class Odd:
        def __class_getitem__(cls, item):
            return print

        def __init__(self, m):
            self.m = m

        def run(self):
            return self.m.generate(**inputs, assistant_model=draft, use_cache=False)

    Odd[int](model).run()
    """,
        # a base that is not the file's (pydantic's generic models make another class)
        """
    from typing import Generic, TypeVar
    import somewhere
    T = TypeVar("T")

    class Engine(somewhere.Model, Generic[T]):
        def run(self, m):
            return m.generate(**inputs, assistant_model=draft, use_cache=False)

    Engine[int]().run(model)
    """,
        # not generic at all: subscripting it raises TypeError before anything runs
        """
    class Plain:
        def run(self, m):
            return m.generate(**inputs, assistant_model=draft, use_cache=False)

    Plain[int]().run(model)
    """,
    ],
)
def test_a_subscripted_class_that_is_not_a_plain_generic_stays_silent(body):
    assert codes(body) == []


def codes_on(release: str, body: str) -> list[tuple[int, str, str]]:
    """`codes` under another release."""
    found = analysed.findings(HEAD + textwrap.dedent(body), "script.py", release)
    return [(f.span.line - LINES, f.code, f.severity.value) for f in found]


def test_dict_update_of_a_generation_config_writes_its_fields():
    # (the h48 round: `vars(gc).update(d)` and `gc.__dict__.update(...)` write each key as an
    # attribute, as setattr does; the last write wins)
    assert codes("""
        from transformers import GenerationConfig
        PROFILE = {"max_new_tokens": 8, "use_cache": False}
        gc = GenerationConfig(do_sample=False)
        vars(gc).update(PROFILE)
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        gc.__dict__.update(use_cache=True)
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        model.generation_config.__dict__.update({"cache_implementation": "static"})
        model.generate(**inputs, assistant_model=draft)
        vars(model.generation_config).update(cache_implementation="Static")
        model.generate(**inputs)
    """) == [(6, "HF101", "error"), (10, "HF102", "error"), (12, "HF112", "error")]


def test_dict_update_of_a_model_config_writes_its_fields():
    assert codes("""
        from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM
        model.config.__dict__.update({"use_cache": False})
        model.generation_config.use_cache = True
        model.generation_config.cache_implementation = "static"
        TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
        model.config.__dict__.update(use_cache=True)
        TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
    """) == [(6, "HF206", "error")]


@pytest.mark.parametrize(
    "update",
    [
        "vars(gc).update(json.load(open(path)))",
        "gc.__dict__.update(**extra)",
        "gc.__dict__.update(extra, max_new_tokens=4)",
    ],
)
def test_dict_update_with_keys_the_walk_cannot_list_makes_every_field_unknown(update):
    assert (
        codes(f"""
        import json, sys
        from transformers import GenerationConfig
        from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM
        path = sys.argv[1]
        extra = json.load(open(path))
        gc = GenerationConfig(use_cache=False)
        {update}
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        model.config.use_cache = False
        model.config.__dict__.update(extra)
        model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
        TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
    """)
        == []
    )


def test_dict_update_of_a_loaded_config_forgets_its_file_fields():
    # A field read from a file may have been replaced by a key the walk cannot list.
    body = """
        import json, sys
        from transformers import GenerationConfig
        GenerationConfig(use_cache=False).save_pretrained("saved")
        loaded = GenerationConfig.from_pretrained("saved")
        {update}
        model.generate(**inputs, generation_config=loaded, assistant_model=draft)
    """
    assert codes(body.format(update="pass")) == [(7, "HF101", "error")]
    assert codes(body.format(update="loaded.__dict__.update(json.load(open(sys.argv[1])))")) == []


def test_update_returns_the_keywords_it_did_not_use():
    # (transformers' `update`: `hasattr(self, key)` decides; the rest come back in a dict)
    assert codes("""
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4)
        unused = gc.update(nocache=True, max_new_tokens=5)
        if "nocache" in unused:
            gc.use_cache = not unused["nocache"]
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        kept = GenerationConfig(max_new_tokens=4)
        left = kept.update(nocache=False, use_cache=True)
        if left.get("nocache") or "use_cache" in left:
            kept.use_cache = False
        model.generate(**inputs, generation_config=kept, assistant_model=draft)
    """) == [(7, "HF101", "error")]


@pytest.mark.parametrize(
    ("release", "expected"),
    [("4.57.6", [(5, "HF101", "error"), (6, "HF101", "error")]), ("5.23.0", [(6, "HF101", "error")])],
)
def test_update_defaults_only_is_a_5x_keyword(release, expected):
    # 4.57's `update` has no defaults_only (an unused keyword: use_cache is set over True); from
    # 5.0 a field that is not None is kept. A field left at 5.x's None default is set either way.
    assert (
        codes_on(
            release,
            """
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4, use_cache=True)
        left = gc.update(defaults_only=True, use_cache=False)
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        model.generate(**inputs, generation_config=gc, assistant_model=draft, use_cache=not left)
    """,
        )
        == expected
    )


def test_update_allow_custom_entries_sets_attributes_it_does_not_have():
    assert codes("""
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4)
        left = gc.update(allow_custom_entries=True, nocache=False)
        if not left:
            gc.use_cache = gc.nocache
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
    """) == [(7, "HF101", "error")]


def test_copies_carry_the_fields_written_before_the_copy_not_after():
    assert codes("""
        import copy
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4, use_cache=False)
        by_kwargs = GenerationConfig(**gc.to_dict())
        by_dict = GenerationConfig.from_dict(gc.to_dict())
        deep = copy.deepcopy(gc)
        gc.use_cache = True
        for c in (by_kwargs, by_dict, deep):
            model.generate(**inputs, generation_config=c, assistant_model=draft)
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        late = copy.deepcopy(gc)
        gc.use_cache = False
        model.generate(**inputs, generation_config=late, assistant_model=draft)
    """) == [(10, "HF101", "error")]


def test_builders_and_with_methods_carry_their_edits_through_returns():
    assert codes("""
        import copy
        from transformers import GenerationConfig

        class Presets:
            @classmethod
            def greedy(cls, n=8):
                return GenerationConfig(max_new_tokens=n, do_sample=False)

            @classmethod
            def compiled(cls, n=8):
                cfg = cls.greedy(n)
                cfg.cache_implementation = "static"
                return cfg

        class Builder:
            def __init__(self):
                self.kw = {}

            def cache(self, on):
                self.kw["use_cache"] = on
                return self

            def build(self):
                return GenerationConfig(**self.kw)

        class Decoding:
            def __init__(self, config):
                self.config = config

            def with_cache(self, impl):
                gc = copy.deepcopy(self.config)
                gc.cache_implementation = impl
                return Decoding(gc)

        model.generate(**inputs, generation_config=Presets.compiled(), assistant_model=draft)
        model.generate(**inputs, generation_config=Presets.greedy(), assistant_model=draft)
        model.generate(**inputs, generation_config=Builder().cache(False).build(), assistant_model=draft)
        base = Decoding(GenerationConfig(max_new_tokens=4))
        static = base.with_cache("static")
        model.generate(**inputs, generation_config=base.config, assistant_model=draft)
        model.generate(**inputs, generation_config=static.config, assistant_model=draft)
    """) == [(36, "HF102", "error"), (38, "HF101", "error"), (42, "HF102", "error")]


@pytest.mark.parametrize(("release", "expected"), [("4.57.6", [(6, "HF101", "error")]), ("5.23.0", [])])
def test_update_knows_the_attributes_of_each_release(release, expected):
    # (`top_h` is a GenerationConfig attribute from 5.0: 4.57 hands it back; real runs: 4.57.6
    # raised, 5.0.0 and 5.23.0 ran clean)
    assert (
        codes_on(
            release,
            """
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4)
        if gc.update(top_h=None):
            gc.use_cache = False
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
    """,
        )
        == expected
    )


def test_dict_item_writes_of_a_config_set_its_fields():
    assert codes("""
        import sys
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4)
        gc.__dict__["use_cache"] = False
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        vars(gc)["use_cache"] = True
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        gc.use_cache = False
        vars(gc)[sys.argv[1]] = True
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
    """) == [(6, "HF101", "error")]


def test_a_config_s_dict_bound_to_a_name_forgets_its_fields():
    # (`d = vars(gc)` is the config's own dict: writes through `d` change the config; real runs
    # of fp597 were clean. A `.update` on it is followed instead.)
    assert codes("""
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4, use_cache=False)
        d = vars(gc)
        d["use_cache"] = True
        model.generate(**inputs, generation_config=gc, assistant_model=draft)
        g2 = GenerationConfig(max_new_tokens=4, use_cache=False)
        d2 = g2.__dict__
        d2.update(use_cache=True)
        model.generate(**inputs, generation_config=g2, assistant_model=draft)
        g3 = GenerationConfig(max_new_tokens=4, use_cache=False, cache_implementation="static")
        g3.__dict__.update(max_new_tokens=8)
        model.generate(**inputs, generation_config=g3)
        model.generate(**inputs, generation_config=g3, assistant_model=draft, use_cache=True)
    """) == [(14, "HF102", "error")]


def test_from_dict_with_return_unused_kwargs_gives_the_config_and_an_empty_dict():
    assert codes("""
        from transformers import GenerationConfig
        cfg, unused = GenerationConfig.from_dict({"use_cache": False}, return_unused_kwargs=True, foo=1)
        if unused:
            cfg.use_cache = True
        model.generate(**inputs, generation_config=cfg, assistant_model=draft)
        ok, left = GenerationConfig.from_dict({"max_new_tokens": 4}, return_unused_kwargs=True)
        if not left:
            model.generate(**inputs, generation_config=ok, assistant_model=draft, cache_implementation="static")
    """) == [(6, "HF101", "error"), (9, "HF102", "error")]


def test_the_class_of_a_generation_config_builds_configs():
    assert codes("""
        from transformers import GenerationConfig
        gc = GenerationConfig(max_new_tokens=4, use_cache=False)
        model.generate(**inputs, generation_config=type(gc)(**gc.to_dict()), assistant_model=draft)
        model.generate(**inputs, generation_config=gc.__class__.from_dict(gc.to_dict()), assistant_model=draft)
        model.generate(**inputs, generation_config=type(gc)(max_new_tokens=4), assistant_model=draft)
    """) == [(4, "HF101", "error"), (5, "HF101", "error")]
