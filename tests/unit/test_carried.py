"""Caches carried from one call to the next (core/carried.py), generation in Thread subclasses
and errors a worker keeps for its caller (core/catching.py): a chat's second turn meets the cache
its first turn returned, and what a user reads about it."""

from __future__ import annotations

import textwrap

from hflint.core import catching

import analysed

HEAD = textwrap.dedent("""\
    import copy
    import threading
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, GenerationConfig, StaticCache

    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    enc = tok("hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def findings(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "chat.py", release)


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    """(line in `body`, code, severity) of every finding."""
    return [(f.span.line - LINES, f.code, f.severity.value) for f in findings(body, release)]


# ---------------------------------------------------------------- caches carried between turns


def test_the_second_turn_meets_the_cache_the_first_returned():
    body = """
        past = None
        for user in ["hi", "and then"]:
            out = model.generate(**enc, past_key_values=past, cache_implementation="static",
                                 return_dict_in_generate=True)
            past = out.past_key_values
    """
    [f] = findings(body)
    assert (f.span.line - LINES, f.code, f.severity.value) == (4, "HF111", "error")
    assert f.message.startswith("With transformers 5.23.0 (setting), this call raises ValueError: Passing both")
    # The finding names the turn that raises, and where the cache it meets was made.
    assert (
        f.detail == "for user = \"and then\": cache_implementation is set to 'static' at line 13 while a cache object is passed"
    )
    assert [e.note for e in f.evidence] == ["`'static'` written here", "the cache this generate call builds and returns"]
    assert [e.span.line - LINES for e in f.evidence] == [4, 4]


def test_every_release_raises_it_with_its_own_argument_name():
    body = """
        first = model.generate(**enc, return_dict_in_generate=True)
        model.generate(**enc, past_key_values=first.past_key_values, cache_implementation="static")
    """
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        [f] = findings(body, release)
        assert (f.span.line - LINES, f.code) == (3, "HF111")
    assert "`cache` (a Cache object)" in findings(body, "5.24.0")[0].raises.message


def test_a_loop_the_walk_cannot_list_may_carry_it():
    # (the lines of a file: how many there are is not known, so the second turn may not come)
    assert codes("""
        past = None
        for line in open("turns.txt"):
            out = model.generate(**enc, past_key_values=past, cache_implementation="static", return_dict_in_generate=True)
            past = out.past_key_values
    """) == [(4, "HF111", "warning")]


def test_a_static_cache_generate_built_meets_a_draft_model_later():
    assert codes("""
        first = model.generate(**enc, cache_implementation="static", return_dict_in_generate=True)
        model.generate(**enc, past_key_values=first.past_key_values, assistant_model=draft)
    """) == [(3, "HF120", "error")]
    # 5.24 lets static caches into assisted generation (this one, built for the first turn's
    # length, then overflows in the forward pass: no catalog fact, so nothing is said).
    assert (
        codes(
            """
        first = model.generate(**enc, cache_implementation="static", return_dict_in_generate=True)
        model.generate(**enc, past_key_values=first.past_key_values, assistant_model=draft)
    """,
            "5.24.0",
        )
        == []
    )


def test_the_cache_kept_in_an_attribute_or_a_dict():
    assert codes("""
        class Chat:
            def __init__(self):
                self.config = GenerationConfig(max_new_tokens=4, cache_implementation="static")
                self.past = None

            def send(self):
                out = model.generate(**enc, generation_config=self.config, past_key_values=self.past,
                                     return_dict_in_generate=True)
                self.past = out.past_key_values

        chat = Chat()
        chat.send()
        chat.send()
    """) == [(8, "HF111", "warning")]
    assert codes("""
        state = {"cache": None}
        for _ in range(2):
            out = model.generate(**enc, past_key_values=state["cache"], cache_implementation="dynamic",
                                 return_dict_in_generate=True)
            state["cache"] = out.past_key_values
    """) == [(4, "HF111", "error")]


def test_a_forward_pass_output_holds_the_cache_it_filled_or_built():
    assert codes("""
        with torch.no_grad():
            prefix = model(**enc, past_key_values=StaticCache(config=model.config, max_cache_len=64), use_cache=True)
        model.generate(**enc, past_key_values=prefix.past_key_values, assistant_model=draft)
    """) == [(4, "HF120", "error")]
    assert codes("""
        prompt_cache = model(**enc, use_cache=True).past_key_values
        model.generate(**enc, past_key_values=copy.deepcopy(prompt_cache), cache_implementation="static")
    """) == [(3, "HF111", "error")]


def test_the_output_read_as_a_dict():
    assert codes("""
        res = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
        model.generate(**enc, past_key_values=res["past_key_values"], cache_implementation="static")
        model.generate(**enc, past_key_values=res["sequences"], cache_implementation="static")
    """) == [(3, "HF111", "error")]


def test_no_cache_is_carried_where_none_is_returned():
    assert (
        codes("""
        out = model.generate(**enc, use_cache=False, return_dict_in_generate=True)
        model.generate(**enc, past_key_values=out.past_key_values, cache_implementation="static")
        ids = model.generate(**enc, max_new_tokens=4)
        model.generate(ids, cache_implementation="static")
        plain = model(**enc, use_cache=False)
        model.generate(**enc, past_key_values=plain.past_key_values, cache_implementation="static")
        fresh = model.generate(**enc, return_dict_in_generate=True)
        model.generate(**enc, past_key_values=fresh.past_key_values, assistant_model=draft)
    """)
        == []
    )


def test_a_stateful_model_s_output_is_not_read_as_a_cache():
    assert (
        codes("""
        mamba = AutoModelForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
        out = mamba.generate(**enc, return_dict_in_generate=True)
        mamba.generate(**enc, past_key_values=out.past_key_values, cache_implementation="static")
    """)
        == []
    )


# ---------------------------------------------------------------- Thread subclasses


def test_start_runs_the_thread_subclass_s_run():
    assert codes("""
        class Worker(threading.Thread):
            def __init__(self, **kwargs):
                super().__init__(daemon=True)
                self.kwargs = kwargs

            def run(self):
                model.generate(**enc, assistant_model=draft, **self.kwargs)

        Worker(do_sample=True, num_return_sequences=2).start()
        Worker(do_sample=True).start()
    """) == [(8, "HF105", "warning")]


def test_a_thread_subclass_made_with_a_target_runs_it():
    # (a PropagatingThread: its run() calls `self._target(*self._args, **self._kwargs)`)
    assert codes("""
        class PropagatingThread(threading.Thread):
            def run(self):
                self.ret = self._target(*self._args, **self._kwargs)

        def turn(text, **kw):
            return model.generate(**enc, assistant_model=draft, **kw)

        PropagatingThread(target=turn, args=("hi",), kwargs={"use_cache": False}).start()
    """) == [(7, "HF101", "error")]


# ---------------------------------------------------------------- errors kept for the caller


def test_an_error_kept_by_the_worker_and_raised_by_the_caller_is_reported():
    assert codes("""
        class Worker(threading.Thread):
            error = None

            def run(self):
                try:
                    model.generate(**enc, assistant_model=draft, use_cache=False)
                except Exception as exc:
                    self.error = exc

        w = Worker()
        w.start()
        w.join()
        if w.error:
            raise w.error
    """) == [(7, "HF101", "error")]


def test_an_error_kept_but_only_logged_is_swallowed():
    assert (
        codes("""
        errors = []

        def work():
            try:
                model.generate(**enc, assistant_model=draft, use_cache=False)
            except Exception as exc:
                errors.append(exc)

        t = threading.Thread(target=work)
        t.start()
        t.join()
        print(f"{len(errors)} failed")
    """)
        == []
    )


def test_which_handlers_keep_their_error():
    import ast

    def keeps(handler_body: str) -> bool:
        tree = ast.parse("try:\n    pass\nexcept Exception as exc:\n" + textwrap.indent(textwrap.dedent(handler_body), "    "))
        return catching.try_catches(tree.body[0], lambda: True) == frozenset()  # type: ignore[arg-type]

    assert keeps("self.error = exc")
    assert keeps("errors.append(exc)")
    assert keeps('results.put(("error", exc))')
    assert keeps("future.set_exception(exc)")
    assert keeps("state['error'] = exc")
    assert keeps("self.exc_info = sys.exc_info()")
    assert not keeps("print(exc)")
    assert not keeps("log.warning('failed: %s', exc)")
    assert not keeps("results.put({'error': 'failed'})")


def test_which_raises_raise_a_kept_error():
    import ast

    def kept(source: str) -> bool:
        return catching.raises_kept_error(ast.parse(textwrap.dedent(source)))

    assert kept("raise worker.error")
    assert kept("raise errors[0]")
    assert kept("status, payload = q.get()\nraise payload")
    assert not kept("raise ValueError('bad')")
    assert not kept("raise StopIteration")
    assert not kept("try:\n    pass\nexcept Exception as e:\n    raise e")
    assert not kept("class Stop(Exception):\n    pass\nraise Stop")
