"""Command-line entry points a script runs with no arguments (holdout h38): the truth of
`sys.argv[1:]` (empty), functions only an arm the walk passes over calls, and python-fire
(`fire.Fire(component, command=...)`, core/firecmd.py)."""

from __future__ import annotations

import textwrap

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Severity

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import argparse
    import json
    import os
    import sys

    import fire
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("hello", return_tensors="pt")
""")


def findings(body: str, release: str = RELEASE, path: str = "script.py"):
    result = analyze(HEAD + textwrap.dedent(body), path, Settings(transformers_version=release))
    assert result.internal_errors == []
    return result.findings


def one(body: str, release: str = RELEASE):
    got = findings(body, release)
    assert len(got) == 1, [(f.code, f.message) for f in got]
    return got[0]


# ---------------------------------------------------------------- sys.argv[1:] is empty

SUBCOMMANDS = textwrap.dedent("""
    def speculate(args):
        model.generate(**enc, assistant_model=draft, use_cache=args.use_cache)

    def plain(args):
        model.generate(**enc, use_cache=args.use_cache)

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    s = sub.add_parser("speculate")
    s.add_argument("--cache", dest="use_cache", action="store_true")
    s.set_defaults(func=speculate)
    p = sub.add_parser("plain")
    p.add_argument("--no-cache", dest="use_cache", action="store_false")
    p.set_defaults(func=plain)
""")


def dispatch(words: str) -> str:
    """The sub-commands, `argv = sys.argv[1:]`, then `words` (what picks the words), parsed and run."""
    return SUBCOMMANDS + "argv = sys.argv[1:]\n" + words + "args = parser.parse_args(argv)\nargs.func(args)\n"


def test_an_empty_argv_takes_the_arm_that_picks_default_words():
    f = one(dispatch('if not argv:\n    argv = ["speculate"]\n'))
    assert f.code == "HF101" and f.severity is Severity.WARNING
    assert f.condition == "unless --cache is passed"
    # (the else arm of `if argv:` is the one a run without arguments takes; and `len(argv) == 0`)
    f = one(dispatch('if argv:\n    print(argv)\nelse:\n    argv = ["speculate"]\n'))
    assert f.code == "HF101" and f.condition == "unless --cache is passed"
    f = one(dispatch('if len(argv) == 0:\n    argv = ["speculate"]\n'))
    assert f.code == "HF101"
    assert findings(dispatch('if not argv:\n    argv = ["plain"]\n')) == []


def test_a_default_list_for_an_empty_argv_is_a_batch_a_run_without_arguments_gets():
    f = one("""
        tok.pad_token = tok.eos_token
        prompts = sys.argv[1:]
        if not prompts:
            prompts = ["def a():", "def b():"]
        batch = tok(prompts, return_tensors="pt", padding=True)
        model.generate(**batch, prompt_lookup_num_tokens=3)
    """)
    assert f.code == "HF106" and f.severity is Severity.WARNING
    assert f.condition == "unless a command-line argument is passed"


def test_a_command_word_from_argv_or_a_default():
    body = """
        def main():
            argv = sys.argv[1:]
            command = argv[0] if argv else "{word}"
            if command == "speculate":
                model.generate(**enc, assistant_model=draft, use_cache=False)

        main()
    """
    assert one(body.replace("{word}", "speculate")).code == "HF101"
    assert findings(body.replace("{word}", "plain")) == []


def test_argv_in_a_notebook_stays_undecided(tmp_path):
    import json

    source = HEAD + dispatch('if not argv:\n    argv = ["plain"]\n')
    nb = {
        "cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": source}],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = tmp_path / "explore.ipynb"
    path.write_text(json.dumps(nb))
    from hflint.core.notebook import load_ipynb

    text = load_ipynb(path.read_bytes()).source
    result = analyze(text, str(path), Settings(transformers_version=RELEASE))
    assert result.internal_errors == []
    # (the kernel's argv is its own: both sub-commands may run, the speculate one's --cache unknown)
    assert all(f.code != "HF101" or f.severity is Severity.WARNING for f in result.findings)


# ---------------------------------------------------------------- arms passed over

HELPER = textwrap.dedent("""
    def speculate():
        return model.generate(**enc, assistant_model=draft, use_cache=False)
""")


def test_a_function_only_an_arm_passed_over_calls_is_not_walked_on_its_own():
    assert findings(HELPER + 'MODE = os.environ.get("MODE", "plain")\nif MODE == "speculate":\n    speculate()\n') == []
    assert findings(HELPER + "DEBUG = False\nif DEBUG:\n    speculate()\n") == []
    # (the arm the default takes calls it: flagged as before)
    f = one(HELPER + 'MODE = os.environ.get("MODE", "speculate")\nif MODE == "speculate":\n    speculate()\n')
    assert f.code == "HF101"


def test_a_function_named_elsewhere_too_is_still_walked():
    # (called again after the `if`)
    assert one(HELPER + "DEBUG = False\nif DEBUG:\n    speculate()\nspeculate()\n").code == "HF101"
    # (kept in a table something may call with a key the walk does not know)
    f = one(HELPER + 'HANDLERS = {"s": speculate}\nDEBUG = False\nif DEBUG:\n    speculate()\n')
    assert f.code == "HF101"
    # (an undecided condition: both arms are walked)
    assert one(HELPER + 'if os.environ["MODE"] == "s":\n    speculate()\n').code == "HF101"
    # (a name bound again: another value may be what the arm calls)
    f = one(HELPER + "DEBUG = False\nif DEBUG:\n    speculate()\nspeculate = speculate\n")
    assert f.code == "HF101"


# ---------------------------------------------------------------- python-fire


def test_fire_calls_a_function_with_its_defaults_as_options():
    f = one("""
        def main(use_cache=False):
            return model.generate(**enc, assistant_model=draft, use_cache=use_cache)

        fire.Fire(main)
    """)
    assert f.code == "HF101" and f.severity is Severity.WARNING
    assert f.condition == "unless --use-cache is passed"


def test_fire_command_words_pick_a_method_a_key_or_a_global():
    cls = textwrap.dedent("""
        class Runner:
            def __init__(self, tokens=8):
                self.tokens = tokens

            def sample(self, n=3):
                return model.generate(**enc, assistant_model=draft, do_sample=True, num_return_sequences=n)

            def greedy(self):
                return model.generate(**enc, assistant_model=draft, max_new_tokens=self.tokens)
    """)
    f = one(cls + 'fire.Fire(Runner, command=["sample"])\n')
    assert f.code == "HF105" and f.severity is Severity.ERROR
    assert one(cls + 'fire.Fire(Runner, command="sample")\n').code == "HF105"
    assert findings(cls + 'fire.Fire(Runner, command=["greedy"])\n') == []
    assert findings(cls + "fire.Fire(Runner)\n") == []  # (no word: the instance's help)
    table = textwrap.dedent("""
        def bench(impl="dynamic_full"):
            return model.generate(**enc, cache_implementation=impl)

        def serve():
            return None
    """)
    assert one(table + 'fire.Fire({"bench": bench, "serve": serve}, command=["bench"])\n').code == "HF112"
    assert findings(table + 'fire.Fire({"bench": bench, "serve": serve}, command=["serve"])\n') == []
    assert one(table + 'fire.Fire(command=["bench"])\n').code == "HF112"


def test_fire_runs_nothing_it_cannot_read():
    body = """
        def main(prompt, use_cache=False):
            return model.generate(**tok(prompt, return_tensors="pt"), assistant_model=draft, use_cache=use_cache)

        fire.Fire(main)
    """
    # (a parameter without a default: Fire prints the usage and exits; the root walk knows no
    # value of use_cache either)
    assert findings(body) == []
    options = """
        def main(use_cache=True):
            return model.generate(**enc, assistant_model=draft, use_cache=use_cache)

        fire.Fire(main, command=["--use_cache", "False"])
    """
    assert findings(options) == []


# ---------------------------------------------------------------- registries keyed by names


def test_a_function_name_keys_a_registry():
    body = textwrap.dedent("""
        COMMANDS = {}

        def command(fn):
            COMMANDS[fn.__name__] = fn
            return fn

        @command
        def speculate(use_cache=False):
            return model.generate(**enc, assistant_model=draft, use_cache=use_cache)

        @command
        def plain():
            return model.generate(**enc)
    """)
    f = one(body + 'COMMANDS["speculate"]()\n')
    assert f.code == "HF101" and f.severity is Severity.ERROR
    assert findings(body + 'COMMANDS["plain"]()\n') == []
    assert one(body + "COMMANDS[speculate.__qualname__]()\n").code == "HF101"


def test_a_method_qualname_and_a_nested_function_name():
    f = one("""
        class Runner:
            def sample(self, n=3):
                return model.generate(**enc, assistant_model=draft, do_sample=True, num_return_sequences=n)

        TABLE = {Runner.sample.__qualname__: Runner.sample}
        TABLE["Runner.sample"](Runner())
    """)
    assert f.code == "HF105"
    # (a nested function's qualified name holds `<locals>`: not known, so nothing is picked)
    assert (
        findings("""
        def make():
            def speculate(use_cache=False):
                return model.generate(**enc, assistant_model=draft, use_cache=use_cache)
            return {speculate.__qualname__: speculate}

        make()["speculate"]()
    """)
        == []
    )


# ---------------------------------------------------------------- settings merged into the namespace

NAMESPACE = textwrap.dedent("""
    parser = argparse.ArgumentParser()
    parser.add_argument("--use-cache", action="store_true")
    args = parser.parse_args([])
""")


def test_vars_update_writes_the_known_settings_into_the_namespace():
    call = "model.generate(**enc, assistant_model=draft, use_cache=args.use_cache)\n"
    assert one(NAMESPACE + 'vars(args).update({"use_cache": False})\n' + call).code == "HF101"
    # (the options' default False, which the merged settings turn on: no finding any more)
    assert findings(NAMESPACE + 'vars(args).update({"use_cache": True})\n' + call) == []
    assert findings(NAMESPACE + "vars(args).update(use_cache=True)\n" + call) == []
    assert findings(NAMESPACE + 'args.__dict__.update({"use_cache": True})\n' + call) == []


def test_vars_update_with_keys_it_cannot_list_forgets_the_defaults():
    call = "model.generate(**enc, assistant_model=draft, use_cache=args.use_cache)\n"
    assert one(NAMESPACE + call).code == "HF101"
    assert findings(NAMESPACE + 'vars(args).update(json.load(open(os.environ["CFG"])))\n' + call) == []
    assert findings(NAMESPACE + "vars(args).update(**dict(os.environ))\n" + call) == []


# ---------------------------------------------------------------- click groups run with literal words

GROUP = textwrap.dedent("""
    import click

    @click.group()
    @click.option("--cache/--no-cache", default=DEFAULT)
    @click.pass_context
    def cli(ctx, cache):
        ctx.ensure_object(dict)
        ctx.obj["use_cache"] = cache

    @cli.command()
    @click.pass_context
    def run(ctx):
        return model.generate(**enc, assistant_model=draft, use_cache=ctx.obj["use_cache"])

    @cli.command()
    @click.pass_obj
    def show(obj):
        return model.generate(**enc, assistant_model=draft, use_cache=not obj["use_cache"])
""")


def test_a_click_group_runs_its_callback_then_the_sub_command_with_one_context():
    f = one(GROUP.replace("DEFAULT", "False") + 'cli(["run"], standalone_mode=False)\n')
    assert f.code == "HF101" and f.severity is Severity.ERROR  # (the words are the whole command line)
    assert findings(GROUP.replace("DEFAULT", "True") + 'cli(["run"], standalone_mode=False)\n') == []
    # (pass_obj: the dict the group put in ctx.obj)
    assert one(GROUP.replace("DEFAULT", "True") + 'cli(["show"], standalone_mode=False)\n').code == "HF101"
    assert findings(GROUP.replace("DEFAULT", "False") + 'cli(args=["show"], standalone_mode=False)\n') == []


def test_click_words_it_does_not_read_are_walked_as_before():
    # (an option among the words, or a word naming no command: the commands are walked on their
    # own, ctx unknown, so nothing is decided)
    assert findings(GROUP.replace("DEFAULT", "False") + 'cli(["--cache", "run"], standalone_mode=False)\n') == []
    assert findings(GROUP.replace("DEFAULT", "False") + 'cli(["serve"], standalone_mode=False)\n') == []
