"""Services around generation (the h21 round): request parameters merged over defaults one path
at a time, allow-lists, bodies as bytes, `__new__` singletons, asyncio tasks and futures."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import asyncio, json, queue, random
from transformers import AutoModelForCausalLM, AutoTokenizer
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


def test_a_spread_of_a_dict_that_differs_by_path_keeps_each_path_apart():
    # (one dict per path: the static cache and the draft meet only on the path that has both)
    assert found("""
        extra = {} if random.random() < 0.5 else {"cache_implementation": "static"}
        model.generate(**inputs, **{"assistant_model": draft, **extra})
    """) == [(3, "HF102", "warning")]
    assert (
        found("""
        extra = {"assistant_model": draft} if random.random() < 0.5 else {"cache_implementation": "static"}
        model.generate(**inputs, **{"max_new_tokens": 8, **extra})
    """)
        == []
    )


def test_an_if_on_a_value_that_differs_by_path_sees_the_values_that_take_it():
    assert (
        found("""
        q = queue.Queue()
        q.put({})
        q.put({"cache_implementation": "static"})
        params = {"max_new_tokens": 8, **q.get()}
        if "cache_implementation" not in params:
            params = {**params, "assistant_model": draft}
        model.generate(**inputs, **params)
    """)
        == []
    )


def test_membership_in_a_set_held_by_a_name_is_decided_and_forgotten_when_changed():
    assert found("""
        ALLOWED = {"max_new_tokens", "num_return_sequences"}
        req = {"num_return_sequences": 2, "user": "x"}
        kw = {k: v for k, v in req.items() if k in ALLOWED}
        model.generate(**inputs, assistant_model=draft, do_sample=True, **kw)
    """) == [(5, "HF105", "error")]
    assert (
        found("""
        ALLOWED = frozenset(["max_new_tokens", "num_return_sequences"])
        ALLOWED.discard("num_return_sequences")
        req = {"num_return_sequences": 2}
        kw = {k: v for k, v in req.items() if k in ALLOWED}
        model.generate(**inputs, assistant_model=draft, do_sample=True, **kw)
    """)
        == []
    )


def test_a_body_as_bytes_parses_as_its_text():
    assert found("""
        raw = json.dumps({"use_cache": False}).encode("utf-8")
        model.generate(**inputs, assistant_model=draft, **json.loads(raw))
    """) == [(3, "HF101", "error")]


def test_a_list_indexed_by_a_known_integer_name():
    assert found("""
        def pick(options, index=0):
            return options[index]
        model.generate(**inputs, assistant_model=draft, cache_implementation=pick(["static", None]))
    """) == [(4, "HF102", "error")]


def test_a_singleton_runs_init_once_on_the_instance_new_returns():
    body = """
        class Engine:
            _one = None
            def __new__(cls, *args, **kwargs):
                if cls._one is None:
                    cls._one = super().__new__(cls)
                    cls._one.ready = False
                return cls._one
            def __init__(self, n=1):
                if self.ready:
                    return
                self.n = n
                self.ready = True
        Engine(n=FIRST)
        e = Engine(n=3)
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=e.n)
    """
    assert found(body.replace("FIRST", "2")) == [(16, "HF105", "error")]
    assert found(body.replace("FIRST", "1")) == []


def test_new_returning_something_else_skips_init():
    assert (
        found("""
        class Settings:
            def __new__(cls):
                return {"max_new_tokens": 8}
            def __init__(self):
                self.use_cache = False
        model.generate(**inputs, assistant_model=draft, **Settings())
    """)
        == []
    )


def test_a_task_runs_when_its_creator_awaits_and_a_future_raises_what_was_set_on_it():
    assert found("""
        async def worker(q, fut):
            try:
                model.generate(**inputs, assistant_model=draft, **(await q.get()))
            except Exception as exc:
                fut.set_exception(exc)
        async def main():
            q = asyncio.Queue()
            fut = asyncio.get_running_loop().create_future()
            asyncio.create_task(worker(q, fut))
            await q.put({"use_cache": False})
            await fut
        asyncio.run(main())
    """) == [(4, "HF101", "error")]
    # (collected with return_exceptions=True, the error is the script's to print)
    assert (
        found("""
        async def worker(q, fut):
            try:
                model.generate(**inputs, assistant_model=draft, **(await q.get()))
            except Exception as exc:
                fut.set_exception(exc)
        async def main():
            q = asyncio.Queue()
            fut = asyncio.get_running_loop().create_future()
            asyncio.create_task(worker(q, fut))
            await q.put({"use_cache": False})
            print(await asyncio.gather(fut, return_exceptions=True))
        asyncio.run(main())
    """)
        == []
    )


def test_a_dict_written_and_read_with_keys_the_walk_does_not_know():
    assert found("""
        import uuid
        sessions = {}
        sid = uuid.uuid4().hex
        sessions[sid] = {"use_cache": False}
        model.generate(**inputs, assistant_model=draft, **sessions[sid])
    """) == [(6, "HF101", "error")]
    # (two different values written: which one a read gets is not known)
    assert (
        found("""
        import uuid
        sessions = {}
        sessions[uuid.uuid4().hex] = {"use_cache": False}
        sessions[uuid.uuid4().hex] = {"max_new_tokens": 4}
        model.generate(**inputs, assistant_model=draft, **sessions[str(uuid.uuid4())])
    """)
        == []
    )
    # (a dict with a known entry beside them: the read may be that entry)
    assert (
        found("""
        import uuid
        table = {"default": {"max_new_tokens": 4}}
        table[uuid.uuid4().hex] = {"use_cache": False}
        model.generate(**inputs, assistant_model=draft, **table[str(uuid.uuid4())])
    """)
        == []
    )


def test_an_instance_indexed_through_its_own_getitem():
    assert found("""
        class Store:
            def __init__(self):
                self.data = {"fast": {"num_return_sequences": 2}}
            def __getitem__(self, key):
                return self.data[key]
        store = Store()
        model.generate(**inputs, assistant_model=draft, do_sample=True, **store["fast"])
    """) == [(8, "HF105", "error")]


def test_a_table_keyed_by_tuples_of_known_items():
    assert found("""
        def lean(payload):
            return model.generate(**inputs, assistant_model=draft, use_cache=False)
        ROUTES = {("POST", "/lean"): lean}
        def dispatch(method, path, payload):
            return ROUTES.get((method, path))(payload)
        dispatch("POST", "/lean", {})
    """) == [(3, "HF101", "error")]
    # (iterated, a tuple key is no string the loop binds: the loop is not listed)
    assert (
        found("""
        TABLE = {("a", 1): {"use_cache": False}}
        for key, kw in TABLE.items():
            print(key)
    """)
        == []
    )
