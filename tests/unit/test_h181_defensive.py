"""Defensive inference code (h181): a handler's `raise` under a condition the walk rules out,
retry loops whose kept error is raised only once every attempt failed, context managers of the
file whose `__exit__` returns True, and futures whose errors the script reads with
`exception()` (core/catching.py)."""

from __future__ import annotations

import ast
import textwrap

from hflint.core import catching

import analysed

HEAD = textwrap.dedent("""\
    import argparse
    from concurrent.futures import ThreadPoolExecutor
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("gpt2")
    model = AutoModelForCausalLM.from_pretrained("gpt2")
    enc = tok("hello", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def codes(body: str, release: str = "5.23.0") -> list[tuple[int, str, str]]:
    """(line in `body`, code, severity) of every finding that predicts a raise."""
    found = analysed.findings(HEAD + textwrap.dedent(body), "defensive.py", release)
    return [(f.span.line - LINES, f.code, f.severity.value) for f in found if f.raises]


# ---------------------------------------------------------------- a raise the walk rules out


def test_a_reraise_behind_a_flag_that_defaults_off_lets_the_handler_catch():
    body = """
        parser = argparse.ArgumentParser()
        parser.add_argument("--strict", action="store_true")
        args = parser.parse_args()
        for penalty in (1.2, 0.0):
            try:
                model.generate(**enc, repetition_penalty=penalty, max_new_tokens=4)
            except ValueError:
                if args.strict:
                    raise
    """
    assert codes(body) == []
    on = body.replace('"--strict", action="store_true"', '"--no-strict", dest="strict", action="store_false"')
    assert codes(on) == [(7, "HF191", "warning")]


def test_a_reraise_behind_a_constant_follows_the_constant():
    body = """
        DEBUG = {debug}
        try:
            model.generate(**enc, do_sample=True, top_k=-1, max_new_tokens=4)
        except ValueError:
            if DEBUG:
                raise
    """
    assert codes(body.format(debug="False")) == []
    assert codes(body.format(debug="True")) == [(4, "HF179", "error")]


def test_raises_reads_only_the_arm_decide_leaves():
    handler = ast.parse("if strict:\n    raise\nelse:\n    print(1)").body
    assert catching._raises(handler)
    assert not catching._raises(handler, lambda test: False)
    assert catching._raises(handler, lambda test: True)
    assert catching._raises(handler, lambda test: None)


# ---------------------------------------------------------------- retry loops


def test_a_retry_ladder_that_returns_on_success_is_not_a_raise_of_each_attempt():
    body = """
        def candidates():
            last_error = None
            for beams in (2, 4):
                try:
                    return model.generate(**enc, num_beams=beams, num_return_sequences=4, max_new_tokens=4)
                except ValueError as err:
                    last_error = err
            raise last_error

        candidates()
    """
    assert codes(body) == []


def test_a_loop_that_keeps_every_error_and_raises_the_last_still_raises():
    body = """
        last_error = None
        for penalty in (1.1, 0.0):
            try:
                model.generate(**enc, repetition_penalty=penalty, max_new_tokens=4)
            except ValueError as err:
                last_error = err
        if last_error is not None:
            raise last_error
    """
    assert [c[:2] for c in codes(body)] == [(5, "HF191")]


def test_which_tries_are_retry_steps():
    tree = ast.parse(
        textwrap.dedent("""\
        for x in xs:
            try:
                return f(x)
            except ValueError as e:
                err = e
        while n:
            if n > 2:
                try:
                    f(n)
                    break
                except ValueError:
                    n -= 1
        for x in xs:
            try:
                for y in f(x):
                    break
            except ValueError as e:
                err = e
        try:
            return f()
        except ValueError as e:
            err = e
        for attempt in range(3):
            try:
                f(kwargs)
                break
            except ValueError as e:
                err = e
    """)
    )
    tries = [node for node in ast.walk(tree) if isinstance(node, ast.Try)]
    lines = sorted(t.lineno for t in tries if id(t) in catching.retry_tries(tree))
    assert lines == [2, 8]


# ---------------------------------------------------------------- context managers of the file


def exit_of(source: str) -> frozenset[str]:
    fn = ast.parse(textwrap.dedent(source)).body[0]
    assert isinstance(fn, ast.FunctionDef)
    return catching.exit_swallows(fn)


def test_what_an_exit_swallows():
    assert exit_of("def __exit__(self, t, e, tb):\n    return True") == {"BaseException"}
    assert exit_of(
        "def __exit__(self, t, e, tb):\n    if e is not None:\n        log(e)\n        return True\n    return False"
    ) == {"BaseException"}
    assert exit_of("def __exit__(self, t, e, tb):\n    if isinstance(e, ValueError):\n        return True") == {"ValueError"}
    assert exit_of("def __exit__(self, t, e, tb):\n    if t and issubclass(t, (KeyError, TypeError)):\n        return True") == {
        "KeyError",
        "TypeError",
    }
    assert (
        exit_of("def __exit__(self, t, e, tb):\n    if isinstance(e, torch.cuda.OutOfMemoryError):\n        return True")
        == frozenset()
    )
    assert exit_of("def __exit__(self, t, e, tb):\n    return False") == frozenset()
    assert exit_of("def __exit__(self, t, e, tb):\n    self.close()") == frozenset()
    assert exit_of("def __exit__(self, t, e, tb):\n    return self.swallow") == frozenset()
    assert (
        exit_of("def __exit__(self, t, e, tb):\n    if e:\n        raise RuntimeError('x') from e\n    return True")
        == frozenset()
    )


def test_a_manager_whose_exit_returns_true_swallows_the_error():
    body = """
        class Budget:
            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if exc is not None:
                    print("failed:", exc)
                    return {answer}
                return False

        with Budget():
            model.generate(**enc, do_sample=True, top_k=-1, max_new_tokens=4)
    """
    assert codes(body.format(answer="True")) == []
    assert codes(body.format(answer="False")) == [(13, "HF179", "error")]


# ---------------------------------------------------------------- futures


def test_a_future_asked_for_its_exception_keeps_the_error():
    body = """
        def run(kwargs):
            return model.generate(**enc, max_new_tokens=4, **kwargs)

        with ThreadPoolExecutor() as pool:
            fut = pool.submit(run, {"do_sample": True, "typical_p": 0.0})
            WAIT
    """
    assert codes(body.replace("WAIT", "print(fut.exception() or fut.result())")) == []
    assert codes(body.replace("WAIT", "print(fut.result())")) == [(3, "HF341", "error")]
    assert catching.inspects_futures(ast.parse("fut.exception()"))
    assert not catching.inspects_futures(ast.parse("log.exception('x')"))
