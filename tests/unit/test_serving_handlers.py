"""Serving-platform handlers (the h28 round): a per-session or per-user store read back with
`dict.get(key, default)` where the walk does not know the key (a session id, a user, a client).
What a user sees: the code, the severity, the message, where the evidence points, and silence
where the store may hold anything under the key."""

from __future__ import annotations

import textwrap

import analysed

HEAD = textwrap.dedent("""\
    import sys

    from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("hello hello hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def run(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "/work/project/serve.py", release)


def codes(body: str, **kw) -> list[tuple[int, str, str]]:
    return [(f.span.line - LINES, f.code, f.severity.value) for f in run(body, **kw)]


def test_get_with_a_key_not_known_on_an_empty_store_gives_the_default():
    (finding,) = run("""
        sessions = {}
        def turn(sid, text):
            history, cache = sessions.get(sid, ("", DynamicCache()))
            batch = tok(history + text, return_tensors="pt")
            out = model.generate(**batch, past_key_values=cache, cache_implementation="dynamic")
            sessions[sid] = (history + text, cache)
            return out
        turn(sys.argv[1], "hi")
    """)
    assert (finding.span.line - LINES, finding.code, finding.severity.value) == (6, "HF111", "error")
    assert finding.message == (
        "With transformers 5.23.0 (setting), this call raises ValueError: Passing both `cache_implementation` "
        "(used to initialize certain caches) and `past_key_values` (a Cache object) is unsupported. Please use "
        f"only one of the two. — cache_implementation is set to 'dynamic' at line {LINES + 6} while a cache object is passed"
    )


def test_get_of_a_default_settings_dict_reaches_generate_through_a_spread():
    findings = run("""
        overrides = {}
        def answer(user):
            return model.generate(**enc, assistant_model=draft, **overrides.get(user, {"use_cache": False}))
        answer(sys.argv[1])
    """)
    assert [(f.span.line - LINES, f.code, f.severity.value) for f in findings] == [(4, "HF101", "error")]
    assert "use_cache is set to False" in findings[0].message


def test_get_on_a_store_written_under_keys_not_known_gives_one_of_those_values_or_the_default():
    assert codes("""
        store = {}
        store[sys.argv[1]] = DynamicCache()
        cache = store.get(sys.argv[2], DynamicCache())
        model.generate(**enc, past_key_values=cache, cache_implementation="static")
    """) == [(5, "HF111", "error")]


def test_get_on_a_store_with_known_keys_is_unknown():
    assert (
        codes("""
        profiles = {"lowmem": {"use_cache": False}}
        kw = profiles.get(sys.argv[1], {"max_new_tokens": 4})
        model.generate(**enc, assistant_model=draft, **kw)
    """)
        == []
    )


def test_get_on_a_store_a_function_not_followed_filled_is_unknown():
    assert (
        codes("""
        from mylib import warm
        store = {}
        warm(store)
        model.generate(**enc, past_key_values=store.get(sys.argv[1], DynamicCache()), cache_implementation="static")
    """)
        == []
    )


def test_get_without_a_default_on_an_empty_store_is_none():
    assert (
        codes("""
        caches = {}
        model.generate(**enc, past_key_values=caches.get(sys.argv[1]), cache_implementation="static")
    """)
        == []
    )


def test_reading_with_get_leaves_the_store_as_it_was():
    assert codes("""
        prefs = {}
        prefs.get(sys.argv[1], {"use_cache": True})
        kw = prefs.get(sys.argv[2], {"use_cache": False})
        model.generate(**enc, assistant_model=draft, **kw)
    """) == [(5, "HF101", "error")]


def test_the_static_cache_default_is_told_per_release():
    body = """
        caches = {}
        cache = caches.get(sys.argv[1], StaticCache(config=model.config, max_cache_len=64))
        model.generate(**enc, past_key_values=cache, assistant_model=draft)
    """
    assert codes(body, release="5.23.0") == [(4, "HF120", "error")]
    assert codes(body, release="5.24.0") == []


# ---------------------------------------------------------------- lazy set-up guards


SERVICE = textwrap.dedent("""\
    class Service:
        def setup(self):
            self.kw = {"use_cache": False}
            self.ready = True

        def __call__(self, prompt):
            if not GUARD:
                self.setup()
            return model.generate(**enc, assistant_model=draft, **self.kw)
""")


def test_getattr_with_a_default_on_a_new_instance_runs_the_lazy_setup():
    findings = run(SERVICE.replace("GUARD", 'getattr(self, "ready", False)') + "Service()('hi')\n")
    assert [(f.span.line - LINES, f.code, f.severity.value) for f in findings] == [(9, "HF101", "error")]
    assert "use_cache is set to False" in findings[0].message


def test_hasattr_on_a_new_instance_is_false():
    assert codes(SERVICE.replace("GUARD", 'hasattr(self, "kw")') + "Service()('hi')\n") == [(9, "HF101", "error")]


def test_an_instance_given_to_a_function_not_followed_may_have_the_attribute():
    body = (
        SERVICE.replace("GUARD", 'getattr(self, "ready", False)')
        + "from myserving import register\ns = Service()\nregister(s)\ns('hi')\n"
    )
    assert codes(body) == []


def test_a_class_with_getattr_or_setattr_is_not_decided():
    with_getattr = SERVICE.replace("GUARD", 'getattr(self, "ready", False)').replace(
        "    def setup(self):", "    def __getattr__(self, name):\n        return True\n\n    def setup(self):", 1
    )
    assert codes(with_getattr + "Service()('hi')\n") == []
    with_setattr = SERVICE.replace("GUARD", 'getattr(self, "ready", False)').replace(
        "self.ready = True", 'setattr(self, "ready", True)'
    )
    assert codes(with_setattr + "Service()('hi')\n") == []


def test_a_method_walked_on_its_own_does_not_decide_the_guard():
    assert codes(SERVICE.replace("GUARD", 'getattr(self, "ready", False)')) == []


def test_an_attribute_set_in_init_is_found():
    body = SERVICE.replace("GUARD", 'getattr(self, "ready", False)').replace(
        "    def setup(self):",
        "    def __init__(self):\n        self.ready = True\n        self.kw = {}\n\n    def setup(self):",
        1,
    )
    assert codes(body + "Service()('hi')\n") == []
