"""h126: HF198, a `prefix_allowed_tokens_fn` that returns an empty collection at the first step.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 stand-in, all 28 releases; see
benchmarks/README.md, section h126): a def returning `[]` with greedy search, sampling and
`num_beams=3`, a lambda returning `set()`, `functools.partial` of a function whose returns are
all `()`, a callable instance returning `list()`, a bound method returning `[]`, and a closure a
factory made with `strict=True` that returns `[]` under it, raise "`prefix_allowed_tokens_fn`
returned an empty list for batch ID 0."; the same factory with `strict=False`, a function that
returns `[]` only for `batch_id > 0` (one row), a module list a helper fills through its
parameter, a list filled by a comprehension run for its side effect, a trie that runs out past
the one step generated and a grammar that returns `[]` once a closing token was generated (two
steps, not reached) run clean.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")


def found(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "constrained.py", release)


def codes(body: str, release: str = "5.23.0") -> list[str]:
    return [f.code for f in found(body, release)]


def test_def_returning_an_empty_list_in_every_mode():
    body = """\
    def allowed(batch_id, input_ids):
        return []
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3{mode})
    """
    for release in RELEASES:
        for mode in ("", ", do_sample=True", ", num_beams=3"):
            assert codes(body.format(mode=mode), release) == ["HF198"], (release, mode)
    finding = found(body.format(mode=""))[0]
    assert "returned an empty list for batch ID 0.This means" in finding.message
    assert any(e.span.line == HEAD.count("\n") + 2 for e in finding.evidence)  # (the `return []`)


def test_lambda_partial_instance_method_and_factory():
    lam = "model.generate(ids, prefix_allowed_tokens_fn=lambda b, i: set(), max_new_tokens=3)\n"
    assert codes(lam) == ["HF198"]
    partial = """\
    def only(words, batch_id, input_ids):
        if words:
            return ()
        return ()
    model.generate(ids, prefix_allowed_tokens_fn=functools.partial(only, ["a"]), max_new_tokens=3)
    """
    assert codes(partial) == ["HF198"]
    instance = """\
    class Grammar:
        def __call__(self, batch_id, input_ids):
            return list()
    model.generate(ids, prefix_allowed_tokens_fn=Grammar(), max_new_tokens=3)
    """
    assert codes(instance) == ["HF198"]
    method = """\
    class Runner:
        def allowed(self, batch_id, input_ids):
            return []
        def run(self):
            return model.generate(ids, prefix_allowed_tokens_fn=self.allowed, max_new_tokens=3)
    Runner().run()
    """
    assert codes(method) == ["HF198"]
    factory = """\
    def make(strict):
        def allowed(batch_id, input_ids):
            if strict:
                return []
            return list(range(model.config.vocab_size))
        return allowed
    model.generate(ids, prefix_allowed_tokens_fn=make({strict}), max_new_tokens=3)
    """
    assert codes(factory.format(strict="True")) == ["HF198"]
    assert codes(factory.format(strict="False")) == []


def test_silent_where_the_empty_return_is_not_surely_reached():
    other_rows = """\
    def allowed(batch_id, input_ids):
        if batch_id > 0:
            return []
        return list(range(model.config.vocab_size))
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(other_rows) == []
    by_ids = """\
    def allowed(batch_id, input_ids):
        if input_ids[-1] == 5:
            return []
        return [1, 2]
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(by_ids) == []
    raises = """\
    def allowed(batch_id, input_ids):
        if input_ids[-1] == 5:
            raise RuntimeError("stop")
        return []
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(raises) == []
    falls_off = """\
    def allowed(batch_id, input_ids):
        if input_ids[-1] == 5:
            return []
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(falls_off) == []


def test_silent_for_a_list_filled_where_the_walk_does_not_see():
    helper = """\
    ALLOWED = []
    def fill(target):
        target.extend([1, 2])
    fill(ALLOWED)
    def allowed(batch_id, input_ids):
        if not ALLOWED:
            return []
        return ALLOWED
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(helper) == []
    returned_name = """\
    import mylib
    ALLOWED = []
    mylib.fill(ALLOWED)
    model.generate(ids, prefix_allowed_tokens_fn=lambda b, i: ALLOWED, max_new_tokens=3)
    """
    assert codes(returned_name) == []
    comprehension = """\
    def allowed(batch_id, input_ids):
        out = []
        [out.append(i) for i in range(10)]
        return out
    model.generate(ids, prefix_allowed_tokens_fn=allowed, max_new_tokens=3)
    """
    assert codes(comprehension) == []
