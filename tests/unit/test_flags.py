"""Command-line and environment defaults (core/flags.py): a setting that comes from an option takes
its default, and a finding that rests on one is a warning that says which option avoids it, in
every output (CLI text, JSON, SARIF, GitHub; the server's diagnostics and hover)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Applicability, Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import argparse
    import os
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")


def findings(body: str, release: str = RELEASE):
    text = HEAD + textwrap.dedent(body)
    return analysed.findings(text, "script.py", release)


def one(body: str, release: str = RELEASE):
    got = findings(body, release)
    assert len(got) == 1, [(f.code, f.message) for f in got]
    return got[0]


# ---------------------------------------------------------------- argparse


def test_store_true_default_is_a_warning_naming_the_option():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-kv-cache", action="store_true")
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_kv_cache)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)
    assert f.message.startswith(
        "With transformers 5.23.0 (setting), unless --use-kv-cache is passed, "
        "this call raises ValueError: assisted generate requires `use_cache=True`"
    )
    assert f.condition == "unless --use-kv-cache is passed"
    assert "the default of --use-kv-cache" in f.message
    assert any("`--use-kv-cache` not passed" in e.note for e in f.evidence)
    assert all(x.applicability is not Applicability.SAFE for x in f.fixes)


def test_value_option_names_its_default():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--cache-implementation", default="static", choices=["static", "dynamic"])
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, cache_implementation=args.cache_implementation)
    """)
    assert f.code == "HF102" and f.severity is Severity.WARNING
    assert f.condition == "when --cache-implementation keeps its default 'static'"
    # The fix at the default edits the literal: never safe (the command line's default changes).
    assert not any(x.applicability is Applicability.SAFE for x in f.fixes)


@pytest.mark.parametrize(
    ("declaration", "expected"),
    [
        ('parser.add_argument("--cache", action=argparse.BooleanOptionalAction, default=False)', "unless --cache is passed"),
        ('parser.add_argument("--no-cache", dest="cache", action="store_false", default=False)', "unless --no-cache is passed"),
        ('parser.add_argument("--cache", type=int, default="0")', "when --cache keeps its default 0"),
        (
            'parser.add_argument("-c", "--kv-cache", dest="cache", action="store_const", const=True, default=False)',
            "unless --kv-cache is passed",
        ),
    ],
)
def test_option_shapes(declaration, expected):
    f = one(f"""
        parser = argparse.ArgumentParser()
        {declaration}
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=args.cache)
    """)
    assert f.condition == expected


def test_boolean_optional_action_defaulting_to_true_is_safe_and_names_its_negation():
    assert (
        findings("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--cache", action=argparse.BooleanOptionalAction, default=True)
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=args.cache)
    """)
        == []
    )
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--static", action=argparse.BooleanOptionalAction, default=True)
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, cache_implementation="static" if args.static else None)
    """)
    assert f.condition == "unless --no-static is passed"


def test_safe_defaults_stay_silent():
    assert (
        findings("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--no-cache", action="store_true")
        parser.add_argument("--static-cache", action="store_true")
        parser.add_argument("--assistant", default=None)
        args = parser.parse_args()
        kwargs = {"use_cache": not args.no_cache}
        if args.static_cache:
            kwargs["cache_implementation"] = "static"
        model.generate(**inputs, assistant_model=draft, **kwargs)
        a = AutoModelForCausalLM.from_pretrained(args.assistant) if args.assistant else None
        model.generate(**inputs, assistant_model=a, use_cache=False)
    """)
        == []
    )


def test_a_literal_argument_list_is_parsed_as_given_and_gives_errors():
    # notebooks: parse_args([]) and parse_args("...".split()) leave no option to pass
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-cache", action="store_true")
        args = parser.parse_args([])
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache)
    """)
    assert f.severity is Severity.ERROR and f.condition is None
    assert (
        findings("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-cache", action="store_true")
        parser.add_argument("--tokens", type=int, default=4)
        args = parser.parse_args("--tokens 8 --use-cache".split())
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache, max_new_tokens=args.tokens)
    """)
        == []
    )


def test_an_argument_list_it_cannot_read_is_unknown():
    assert (
        findings("""
        import sys
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-cache", action="store_true")
        args = parser.parse_args(sys.argv[2:] + ["--x"])
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache)
    """)
        == []
    )
    f = one("""
        import sys
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-cache", action="store_true")
        args = parser.parse_args(sys.argv[1:])
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache)
    """)
    assert f.severity is Severity.WARNING


def test_parents_groups_set_defaults_and_parse_known_args():
    f = one("""
        base = argparse.ArgumentParser(add_help=False)
        group = base.add_argument_group("generation")
        group.add_argument("--kv", action="store_true")
        parser = argparse.ArgumentParser(parents=[base])
        parser.set_defaults(kv=False)
        args, unknown = parser.parse_known_args()
        model.generate(**inputs, assistant_model=draft, use_cache=args.kv)
    """)
    assert f.condition == "unless --kv is passed"


def test_sub_commands_dispatching_through_set_defaults():
    f = one("""
        def run(args):
            model.generate(**inputs, assistant_model=draft, cache_implementation=args.impl)

        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers(dest="command")
        fast = sub.add_parser("fast")
        fast.add_argument("--impl", default="static")
        fast.set_defaults(func=run)
        args = parser.parse_args()
        args.func(args)
    """)
    assert f.condition == "when --impl keeps its default 'static'"


def test_a_branch_an_option_chose_carries_it():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--dynamic", action="store_true")
        args = parser.parse_args()
        kwargs = {}
        if not args.dynamic:
            kwargs["cache_implementation"] = "static"
        model.generate(**inputs, assistant_model=draft, **kwargs)
    """)
    assert f.condition == "unless --dynamic is passed"
    assert "(--dynamic keeps its default False)" in f.message


def test_several_options_are_named_together():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--lookup", type=int, default=3)
        parser.add_argument("--cache", action="store_true")
        args = parser.parse_args()
        model.generate(**inputs, prompt_lookup_num_tokens=args.lookup, use_cache=args.cache)
    """)
    assert f.condition == "when --lookup and --cache keep their defaults"


def test_a_checkpoint_option_decides_the_model_type():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--model", default="state-spaces/mamba-130m-hf")
        args = parser.parse_args()
        m = AutoModelForCausalLM.from_pretrained(args.model)
        m.generate(**inputs, prompt_lookup_num_tokens=3)
    """)
    assert f.code == "HF104" and f.condition == "when --model keeps its default 'state-spaces/mamba-130m-hf'"


# ---------------------------------------------------------------- HfArgumentParser, click, typer


def test_hf_argument_parser_fields_and_parse_dict():
    text = """
        from dataclasses import dataclass, field
        from typing import Optional
        from transformers import HfArgumentParser

        @dataclass
        class GenArgs:
            use_cache: bool = False
            cache_implementation: Optional[str] = field(default=None)

        (gen_args,) = HfArgumentParser(GenArgs).parse_args_into_dataclasses()
        model.generate(**inputs, assistant_model=draft, use_cache=gen_args.use_cache)
        (given,) = HfArgumentParser(GenArgs).parse_dict({"use_cache": True})
        model.generate(**inputs, assistant_model=draft, use_cache=given.use_cache)
        (plain,) = HfArgumentParser([GenArgs]).parse_dict({})
        model.generate(**inputs, assistant_model=draft, use_cache=plain.use_cache)
    """
    got = findings(text)
    assert [(f.code, f.severity, f.condition) for f in got] == [
        ("HF101", Severity.WARNING, "unless --use_cache is passed"),
        ("HF101", Severity.ERROR, None),
    ]


def test_hf_argument_parser_bool_field_defaulting_to_true_names_its_negation():
    f = one("""
        from dataclasses import dataclass
        from transformers import HfArgumentParser

        @dataclass
        class Args:
            static: bool = True

        args, = HfArgumentParser(Args).parse_args_into_dataclasses()
        model.generate(**inputs, assistant_model=draft, cache_implementation="static" if args.static else None)
    """)
    assert f.condition == "unless --no_static is passed"


def test_click_options_and_a_group_command():
    got = findings("""
        import click

        @click.group()
        def cli():
            pass

        @cli.command()
        @click.option("--static/--dynamic", default=True)
        @click.option("--num", "-n", "num_samples", default=2, type=int)
        def sample(static, num_samples):
            model.generate(**inputs, assistant_model=draft, cache_implementation="static" if static else None)
            model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=num_samples)

        if __name__ == "__main__":
            cli()
    """)
    assert [(f.code, f.condition) for f in got] == [
        ("HF102", "unless --dynamic is passed"),
        ("HF105", "when --num keeps its default 2"),
    ]


def test_a_click_choice_keeps_a_default_among_its_choices():
    got = findings("""
        import click

        @click.command()
        @click.option("--cache", type=click.Choice(["static", "dynamic"]), default="static")
        @click.option("--other", type=click.Choice(["static", "dynamic"], case_sensitive=False), default="STATIC")
        @click.option("--odd", type=click.Choice(["dynamic"]), default="static")
        def run(cache, other, odd):
            model.generate(**inputs, assistant_model=draft, cache_implementation=cache)
            model.generate(**inputs, assistant_model=draft, cache_implementation=other)
            model.generate(**inputs, assistant_model=draft, cache_implementation=odd)

        if __name__ == "__main__":
            run()
    """)
    assert [(f.code, f.condition, f.span.line) for f in got] == [
        ("HF102", "when --cache keeps its default 'static'", got[0].span.line)
    ]


def test_fields_of_a_parsed_release_choose_the_branch():
    body = """
        import transformers
        from packaging import version
        from transformers import DynamicCache

        v = version.parse(transformers.__version__)
        a = "cache" if v.major >= 5 else "past_key_values"
        model.generate(**inputs, **{a: DynamicCache()})
        b = "cache" if v.release >= (5, 24) else "past_key_values"
        model.generate(**inputs, **{b: DynamicCache()})
        c = "cache" if (v.major, v.minor) < (5, 24) else "past_key_values"
        model.generate(**inputs, **{c: DynamicCache()})
    """
    assert [f.code for f in findings(body, "5.23.0")] == ["HF122", "HF122"]
    assert [f.code for f in findings(body, "5.24.0")] == []
    assert [f.code for f in findings(body, "4.57.6")] == ["HF122"]


def test_typer_parameters_options_and_run():
    got = findings("""
        from typing import Annotated
        import typer

        def main(prompt: str, impl: str = "static", cache: Annotated[bool, typer.Option("--kv/--no-kv")] = False,
                 beams: int = typer.Option(1, "--beams")):
            model.generate(**inputs, assistant_model=draft, cache_implementation=impl, num_beams=beams)
            model.generate(**inputs, assistant_model=draft, use_cache=cache)

        if __name__ == "__main__":
            typer.run(main)
    """)
    assert [(f.code, f.condition) for f in got] == [
        ("HF102", "when --impl keeps its default 'static'"),
        ("HF101", "unless --kv is passed"),
    ]


def test_tyro_dataclasses_and_functions_take_their_defaults_as_options():
    got = findings("""
        from dataclasses import dataclass, field
        import tyro

        @dataclass
        class Args:
            prompt: str
            use_cache: bool = False
            cache_impl: str = "static"
            beams: int = 1
            draft: bool = True

        args = tyro.cli(Args)
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache, num_beams=args.beams)
        model.generate(**inputs, assistant_model=draft if args.draft else None, cache_implementation=args.cache_impl)
        given = tyro.cli(Args, args=["--use-cache"])
        model.generate(**inputs, assistant_model=draft, use_cache=given.use_cache)

        def main(samples: int = 2, sample: bool = True):
            model.generate(**inputs, assistant_model=draft, do_sample=sample, num_return_sequences=samples)

        tyro.cli(main)
    """)
    assert [(f.code, f.severity, f.condition) for f in got] == [
        ("HF101", Severity.WARNING, "unless --use-cache is passed"),
        ("HF102", Severity.WARNING, "when --cache-impl keeps its default 'static'"),
        ("HF105", Severity.WARNING, "when --samples keeps its default 2"),
    ]


def test_a_function_called_directly_is_not_a_command():
    # a plain call binds the Python arguments: no option is involved
    f = one("""
        def main(cache=False):
            model.generate(**inputs, assistant_model=draft, use_cache=cache)

        main()
    """)
    assert f.severity is Severity.ERROR


# ---------------------------------------------------------------- the environment


def test_environment_variable_with_a_default():
    f = one("""
        impl = os.environ.get("CACHE_IMPLEMENTATION", "static")
        model.generate(**inputs, assistant_model=draft, cache_implementation=impl)
    """)
    assert f.condition == "while CACHE_IMPLEMENTATION is not set in the environment"
    f = one("""
        use = os.getenv("USE_CACHE", "0").lower() in ("1", "true")
        model.generate(**inputs, assistant_model=draft, use_cache=use)
    """)
    assert f.condition == "while USE_CACHE is not set in the environment"


def test_environment_variable_without_a_default_is_unknown():
    assert (
        findings("""
        if os.environ.get("LOW_MEMORY") or "FAST" in os.environ:
            model.generate(**inputs, assistant_model=draft, use_cache=False)
        model.generate(**inputs, assistant_model=draft, use_cache=os.getenv("CACHE"))
    """)
        != []
    )  # (the first call may run: a warning from the branch, not a default)
    assert all(
        f.condition is None
        for f in findings("""
        if os.environ.get("LOW_MEMORY"):
            model.generate(**inputs, assistant_model=draft, use_cache=False)
    """)
    )


def test_a_variable_the_script_sets_is_what_it_set():
    f = one("""
        os.environ["CACHE_IMPLEMENTATION"] = "static"
        impl = os.environ.get("CACHE_IMPLEMENTATION", "dynamic_but_unused")
        model.generate(**inputs, assistant_model=draft, cache_implementation=impl)
    """)
    assert f.severity is Severity.ERROR and f.condition is None
    assert (
        findings("""
        from dotenv import load_dotenv
        load_dotenv()
        impl = os.environ.get("CACHE_IMPLEMENTATION", "static")
        model.generate(**inputs, assistant_model=draft, cache_implementation=impl)
    """)
        == []
    )


def test_hf_argument_parser_json_branch_of_the_examples():
    f = one("""
        import sys
        from dataclasses import dataclass
        from transformers import HfArgumentParser

        @dataclass
        class Args:
            cache_implementation: str = "static"

        parser = HfArgumentParser(Args)
        if len(sys.argv) == 2 and sys.argv[1].endswith(".json"):
            (args,) = parser.parse_json_file(json_file=sys.argv[1])
        else:
            (args,) = parser.parse_args_into_dataclasses()
        model.generate(**inputs, assistant_model=draft, cache_implementation=args.cache_implementation)
    """)
    assert f.condition == "when --cache_implementation keeps its default 'static'"
    assert "this call raises" in f.message


# ---------------------------------------------------------------- every output


SCRIPT = HEAD + textwrap.dedent("""
    parser = argparse.ArgumentParser()
    parser.add_argument("--use-kv-cache", action="store_true")
    args = parser.parse_args()
    model.generate(**inputs, assistant_model=draft, use_cache=args.use_kv_cache)
""")


def _check(tmp_path, fmt: str) -> str:
    path = tmp_path / "bench.py"
    path.write_text(SCRIPT)
    proc = subprocess.run(
        [sys.executable, "-m", "hflint", "check", str(path), "--format", fmt, "--transformers-version", RELEASE],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr
    return proc.stdout


def test_cli_text_json_sarif_github_say_warning(tmp_path):
    text = _check(tmp_path, "text")
    # The release in the header; the condition leads the finding's first line.
    assert text.startswith("Assuming transformers 5.23.0 (--transformers-version)\n")
    assert ": warning: HF101 unless --use-kv-cache is passed, this call raises " in text
    assert "note: `--use-kv-cache` not passed: use_kv_cache is False" in text
    (row,) = json.loads(_check(tmp_path, "json"))
    assert row["severity"] == "warning" and row["condition"] == "unless --use-kv-cache is passed"
    assert all(fix["applicability"] != "safe" for fix in row["fixes"])
    sarif = json.loads(_check(tmp_path, "sarif"))
    (result,) = sarif["runs"][0]["results"]
    assert result["level"] == "warning" and "unless --use-kv-cache is passed" in result["message"]["text"]
    assert _check(tmp_path, "github").startswith("::warning ")


def test_lsp_diagnostic_severity_and_hover_text(tmp_path):
    from hflint.catalog import default_catalog
    from hflint.lsp.convert import diagnostic
    from hflint.lsp.hover import hover_markdown

    result = analyze(SCRIPT, str(tmp_path / "bench.py"), Settings(transformers_version=RELEASE))
    (f,) = result.findings

    from hflint.core.source import LineIndex
    from hflint.lsp.convert import Place

    index = LineIndex(SCRIPT)
    place = Place((tmp_path / "bench.py").as_uri(), index)
    made = diagnostic(f, lambda line: place, "utf-16", default_catalog())
    assert made is not None
    _, d = made
    assert d["severity"] == 2  # DiagnosticSeverity.Warning
    assert "unless --use-kv-cache is passed" in d["message"]
    markdown, _ = hover_markdown(result, default_catalog(), f.span.line, f.span.col + 1, index.line_text(f.span.line))
    assert ", unless --use-kv-cache is passed, this call raises `ValueError`" in markdown


def test_the_fix_at_a_default_says_it_changes_the_option():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--impl", default="static")
        args = parser.parse_args()
        model.generation_config.cache_implementation = args.impl
        model.generate(**inputs, assistant_model=draft)
    """)
    titles = {x.title: x.applicability for x in f.fixes}
    assert titles["Make None the default of --impl (line 11)"] is Applicability.UNSAFE
    assert Applicability.SAFE not in titles.values()


def test_vars_of_the_namespace_and_an_unknown_function_that_reads_it():
    f = one("""
        import logging
        logger = logging.getLogger(__name__)
        parser = argparse.ArgumentParser()
        parser.add_argument("--use_cache", action="store_true")
        args = parser.parse_args()
        logger.info("arguments: %s", args)  # (a namespace handed to a logger is read, not changed)
        settings = vars(args)
        model.generate(**inputs, assistant_model=draft, use_cache=settings["use_cache"])
    """)
    assert f.condition == "unless --use_cache is passed"


def test_a_command_function_called_with_arguments_binds_them():
    got = findings("""
        import click
        import typer

        app = typer.Typer()

        @app.command()
        def run(cache: bool = False):
            model.generate(**inputs, assistant_model=draft, use_cache=cache)

        @click.command()
        @click.option("--cache/--no-cache", default=False)
        def cli(cache):
            model.generate(**inputs, prompt_lookup_num_tokens=3, use_cache=cache)

        run(cache=True)  # a plain call: no command line
        cli(["--cache"])  # click parses this list: not known here
        cli(standalone_mode=False)  # the real command line
    """)
    assert [(f.code, f.condition) for f in got] == [("HF101", "unless --cache is passed")]
    assert got[0].span.line == HEAD.count("\n") + 14  # (the click command, from its real command line)


def test_in_a_notebook_no_option_can_be_passed(tmp_path):
    import json as _json

    from hflint.core.notebook import load_ipynb

    cells = [
        HEAD,
        textwrap.dedent("""\
        parser = argparse.ArgumentParser()
        parser.add_argument("--use-cache", action="store_true")
        args, _ = parser.parse_known_args()  # (the kernel's -f kernel.json is left over)
        model.generate(**inputs, assistant_model=draft, use_cache=args.use_cache)
    """),
    ]
    nb = {
        "cells": [
            {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": c.splitlines(keepends=True)}
            for c in cells
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = tmp_path / "explore.ipynb"
    path.write_text(_json.dumps(nb))
    source = load_ipynb(path.read_bytes()).source
    (f,) = analyze(source, str(path), Settings(transformers_version=RELEASE)).findings
    assert f.severity is Severity.ERROR and f.condition is None


def test_literal_words_pick_a_sub_command_and_argv_or_default_words_keep_the_options():
    body = """
        import sys

        def run(args):
            model.generate(**inputs, assistant_model=draft, cache_implementation=args.impl)

        parser = argparse.ArgumentParser()
        parser.add_argument("--verbose", action="store_true")
        sub = parser.add_subparsers(dest="command")
        fast = sub.add_parser("fast")
        fast.add_argument("--impl", default="static")
        fast.set_defaults(func=run)
        slow = sub.add_parser("slow")
        slow.add_argument("--impl", default=None)
        slow.set_defaults(func=run)
    """
    body = textwrap.dedent(body)
    f = one(body + 'args = parser.parse_args(["--verbose", "fast"])\nargs.func(args)\n')
    assert f.severity is Severity.ERROR and f.condition is None
    assert findings(body + 'args = parser.parse_args(["slow"])\nargs.func(args)\n') == []
    f = one(body + 'args = parser.parse_args(sys.argv[1:] or ["fast"])\nargs.func(args)\n')
    assert f.condition == "when --impl keeps its default 'static'"


def test_environ_items_the_script_set_and_module_wide_writes_from_functions():
    f = one("""
        def setup():
            os.environ.setdefault("IMPL", "static")

        setup()
        model.generate(**inputs, assistant_model=draft, cache_implementation=os.environ["IMPL"])
    """)
    assert f.code == "HF102" and f.condition == "while IMPL is not set in the environment"
    assert (
        findings("""
        model.generate(**inputs, assistant_model=draft, cache_implementation=os.environ["SOMEONE_SETS_IT"])
    """)
        == []
    )


def test_a_global_rebound_by_a_function():
    f = one("""
        USE_CACHE = True

        def low_memory():
            global USE_CACHE
            USE_CACHE = False

        low_memory()
        model.generate(**inputs, assistant_model=draft, use_cache=USE_CACHE)
    """)
    assert f.code == "HF101" and f.severity is Severity.ERROR


# ---------------------------------------------------------------- getattr / hasattr on namespaces


def test_getattr_default_of_an_option_the_parser_lacks():
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--steps", type=int, default=4)
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(args, "use_cache", False))
    """)
    # (no option can add the attribute: certain, an error)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    # the option exists: its own value, here a flag's default
    f = one("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--use_cache", type=int, default=0)
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(args, "use_cache", True))
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)
    assert (
        findings("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--use_cache", type=int, default=1)
        args = parser.parse_args()
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(args, "use_cache", False))
    """)
        == []
    )


def test_hasattr_and_getattr_on_namespaces_known_or_not():
    f = one("""
        import types
        cfg = types.SimpleNamespace(max_new_tokens=4)
        kv = cfg.kv if hasattr(cfg, "kv") else False
        model.generate(**inputs, assistant_model=draft, use_cache=kv)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    # parse_known_args of options with names not known here: not known in full, silent
    assert (
        findings("""
        import sys
        parser = argparse.ArgumentParser()
        parser.add_argument(sys.argv[0])
        args, _ = parser.parse_known_args()
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(args, "use_cache", False))
    """)
        == []
    )


def test_getattr_default_is_unknown_once_the_namespace_may_have_grown():
    # vars(ns), ns.__dict__ and setattr with names not known here add attributes unseen
    assert (
        findings("""
        import json
        parser = argparse.ArgumentParser()
        parser.add_argument("--config", default="cfg.json")
        a = parser.parse_args()
        vars(a).update(json.load(open(a.config)))
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(a, "use_cache", False))
        b = parser.parse_args()
        b.__dict__.update(json.load(open(b.config)))
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(b, "use_cache", False))
        c = parser.parse_args()
        for k, v in json.load(open("x.json")).items():
            setattr(c, k, v)
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(c, "use_cache", False))
    """)
        == []
    )
    # a write hflint sees is the attribute's value
    f = one("""
        parser = argparse.ArgumentParser()
        args = parser.parse_args()
        args.use_cache = False
        model.generate(**inputs, assistant_model=draft, use_cache=getattr(args, "use_cache", True))
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)


def test_logger_methods_leave_the_logged_objects_alone():
    f = one("""
        import logging
        log = logging.getLogger(__name__)
        kwargs = {"use_cache": False, "max_new_tokens": 4}
        log.info("generate with %s", kwargs)
        log.warning("again: %r", kwargs)
        model.generate(**inputs, assistant_model=draft, **kwargs)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    f = one("""
        import pprint
        kwargs = {"use_cache": False, "max_new_tokens": 4}
        pprint.pprint(kwargs)
        print(pprint.pformat(kwargs))
        model.generate(**inputs, assistant_model=draft, **kwargs)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)


def test_max_and_min_choose_a_number_and_keep_the_option_that_decides():
    got = findings("""
        parser = argparse.ArgumentParser()
        parser.add_argument("--max-batch", type=int, default=8)
        args = parser.parse_args()
        n = max(1, int("2"))
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=n)
        prompts = ["a", "b", "c"]
        enc = tok(prompts[: min(args.max_batch, len(prompts))], return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=min([1, 2]))
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=max(1, 3, key=abs))
    """)
    assert [(f.span.line - HEAD.count("\n"), f.code, f.severity) for f in got] == [
        (6, "HF105", Severity.ERROR),
        (9, "HF106", Severity.WARNING),
    ]
    assert "--max-batch" in got[1].message


def test_enum_type_of_an_option_reads_its_members_value():
    f = one("""
        import enum
        class CacheKind(str, enum.Enum):
            STATIC = "static"
            BAD = "static_offloaded"
        parser = argparse.ArgumentParser()
        parser.add_argument("--cache", type=CacheKind, default=CacheKind.BAD)
        args = parser.parse_args()
        model.generate(**inputs, cache_implementation=args.cache.value)
    """)
    assert (f.code, f.severity) == ("HF112", Severity.WARNING)
    assert "--cache" in f.message


@pytest.mark.parametrize("expr", ['int(float("inf"))', 'int(float("-inf"))', 'int(float("nan"))', "int(10**400 * 1.0)"])
def test_a_conversion_python_refuses_leaves_the_value_unknown(expr):
    # (transformers' continuous_api.py converts float("inf"): an internal error there once)
    text = textwrap.dedent(
        f"""
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained("gpt2")
        draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
        budget = {expr}
        model.generate(max_new_tokens=8, assistant_model=draft, use_cache=False)
        """
    )
    result = analyze(text, "conv.py", Settings(transformers_version="5.24.0"))
    assert result.internal_errors == []
    assert [f.code for f in result.findings] == ["HF101"]


def test_shlex_split_of_a_known_command_line_gives_its_words():
    # (a command line the script keeps as text, quotes and all, handed to parse_args)
    f = one("""
        import shlex

        parser = argparse.ArgumentParser()
        parser.add_argument("--no-cache", action="store_true")
        parser.add_argument("--prompt")
        args = parser.parse_args(shlex.split('--prompt "two words" --no-cache'))
        model.generate(**inputs, assistant_model=draft, use_cache=not args.no_cache)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    # an unclosed quote makes shlex raise: the words are not known
    got = findings("""
        import shlex

        parser = argparse.ArgumentParser()
        parser.add_argument("--no-cache", action="store_true")
        args = parser.parse_args(shlex.split('--prompt "open --no-cache'))
        model.generate(**inputs, assistant_model=draft, use_cache=not args.no_cache)
    """)
    assert got == []
