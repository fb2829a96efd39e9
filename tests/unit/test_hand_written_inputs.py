"""Inputs written the way quick scripts and bug-report reproductions write them: options looked
for by hand in `sys.argv` (`"--no-cache" in sys.argv`), checkpoint names made with `str.format`
or `%`, and keyword arguments forwarded with `locals()` (core/flags.py, core/flow.py)."""

from __future__ import annotations

import textwrap

from hflint.core.engine import Settings, analyze
from hflint.core.findings import Severity

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import sys
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    inputs = tok("hello", return_tensors="pt")
""")


def findings(body: str, release: str = RELEASE, path: str = "script.py", head: str = HEAD):
    result = analyze(head + textwrap.dedent(body), path, Settings(transformers_version=release))
    assert result.internal_errors == []
    return result.findings


def one(body: str, release: str = RELEASE, head: str = HEAD):
    got = findings(body, release, head=head)
    assert len(got) == 1, [(f.code, f.message) for f in got]
    return got[0]


# ---------------------------------------------------------------- "--x" in sys.argv


def test_an_option_looked_for_in_argv_is_not_passed_and_the_warning_names_it():
    f = one("""
        use_cache = "--use-cache" in sys.argv
        model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)
    assert f.condition == "unless --use-cache is passed"
    assert "the default of --use-cache" in f.message


def test_not_in_argv_tail_is_true_without_arguments():
    f = one("""
        n = 3 if "--single" not in sys.argv[1:] else 1
        model.generate(**inputs, assistant_model=draft, do_sample=True, num_return_sequences=n)
    """)
    assert (f.code, f.severity, f.condition) == ("HF105", Severity.WARNING, "unless --single is passed")


def test_the_arm_an_unpassed_option_would_take_is_not_walked():
    assert not findings("""
        def main(use_cache=None):
            kwargs = {} if use_cache is None else {"use_cache": use_cache}
            model.generate(**inputs, assistant_model=draft, **kwargs)

        if __name__ == "__main__":
            if "--no-cache" in sys.argv:
                main(use_cache=False)
            else:
                main()
    """)


def test_a_script_path_in_argv_stays_undecided():
    # (`sys.argv[0]` is the script's path: a test for a file name is not decided)
    f = one("""
        if "run.py" in sys.argv:
            model.generate(**inputs, assistant_model=draft, use_cache=False)
    """)
    assert (f.code, f.condition) == ("HF101", None)  # (the arm is walked: the call in it raises)


def test_a_notebook_kernel_has_arguments_of_its_own():
    # (a kernel runs with `-f kernel.json`: membership there is not decided either way)
    got = findings(
        """
        if "--no-cache" in sys.argv:
            model.generate(**inputs, assistant_model=draft, use_cache=False)
        """,
        path="notebook.ipynb",
    )
    assert [(f.code, f.condition) for f in got] == [("HF101", None)]


# ---------------------------------------------------------------- str.format and %

QWEN = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    inputs = tok("hi", return_tensors="pt")
""")


def test_a_checkpoint_named_with_format_is_the_name_it_makes():
    f = one(
        """
        target = AutoModelForCausalLM.from_pretrained("{}/{}-{}-Instruct".format("Qwen", "Qwen2.5", "7B"))
        draft = AutoModelForCausalLM.from_pretrained("{org}/Qwen2.5-{size}-Instruct".format(org="Qwen", size="0.5B"))
        target.generate(**inputs, assistant_model=draft)
        """,
        head=QWEN,
    )
    assert f.code == "HF107"
    assert "Qwen/Qwen2.5-7B-Instruct" in " ".join(e.note for e in f.evidence) + f.message


def test_a_checkpoint_named_with_percent_is_the_name_it_makes():
    f = one(
        """
        size = "7B"
        target = AutoModelForCausalLM.from_pretrained("%s/%s" % ("Qwen", "Qwen2.5-%s-Instruct" % size))
        draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        target.generate(**inputs, assistant_model=draft)
        """,
        head=QWEN,
    )
    assert f.code == "HF107"


def test_format_of_the_same_vocabulary_pair_is_clean():
    assert not findings(
        """
        target = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-{}-Instruct".format("1.5B"))
        draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-%s-Instruct" % "0.5B")
        target.generate(**inputs, assistant_model=draft)
        """,
        head=QWEN,
    )


def test_format_with_lookups_or_unknown_parts_is_not_folded():
    # (`{0.size}` reads an attribute, `os.environ[...]` is unknown, `%` of a dict is left alone)
    assert not findings(
        """
        import os
        a = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-{0.real}-Instruct".format(7))
        b = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-{}-Instruct".format(os.environ["SIZE"]))
        c = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-%(size)s-Instruct" % {"size": "7B"})
        draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        for m in (a, b, c):
            m.generate(**inputs, assistant_model=draft)
        """,
        head=QWEN,
    )


def test_a_formatted_value_keeps_the_option_that_decided_it():
    f = one("""
        import os
        mode = "{}".format(os.getenv("CACHE_IMPL", "static"))
        model.generate(**inputs, assistant_model=draft, cache_implementation=mode)
    """)
    assert (f.code, f.severity) == ("HF102", Severity.WARNING)
    assert "CACHE_IMPL" in f.condition


# ---------------------------------------------------------------- locals()


def test_locals_forwards_the_parameters_with_their_defaults():
    f = one("""
        def sample(prompt, do_sample=True, num_return_sequences=3):
            kwargs = dict(locals())
            del kwargs["prompt"]
            return model.generate(**tok(prompt, return_tensors="pt"), prompt_lookup_num_tokens=3, **kwargs)

        sample("hello hello")
    """)
    assert f.code == "HF105"
    assert f.message.endswith("but is 3.") or "but is 3." in f.message


def test_locals_holds_what_the_function_bound_so_far_and_not_its_globals():
    assert not findings("""
        use_cache = True

        def run(max_new_tokens=5):
            global use_cache
            use_cache = False
            kw = dict(locals())
            later = False
            return model.generate(**inputs, assistant_model=draft, **kw), later

        run()
    """)
    f = one("""
        def run(max_new_tokens=5):
            use_cache = False
            kw = locals().copy()
            return model.generate(**inputs, assistant_model=draft, **kw)

        run()
    """)
    assert f.code == "HF101"


def test_locals_at_module_level_is_not_read():
    # (there it is the module's globals, which hold the model objects and everything else)
    assert not findings("""
        use_cache = False
        kw = {k: v for k, v in locals().items() if k == "use_cache"}
        model.generate(**inputs, assistant_model=draft, **kw)
    """)


# ---------------------------------------------------------------- ast.literal_eval and strtobool


def test_literal_eval_of_a_default_text_is_the_literal_and_keeps_the_variable():
    f = one("""
        import ast, os
        use_cache = ast.literal_eval(os.getenv("USE_CACHE", "False"))
        model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)
    assert "USE_CACHE" in f.condition
    assert not findings("""
        import ast, os
        use_cache = ast.literal_eval(os.getenv("USE_CACHE", "True"))
        model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """)


def test_literal_eval_of_containers_or_non_literals_stays_unknown():
    # (a list is not read; "false" is no Python literal: literal_eval raises there)
    got = findings("""
        import ast, os
        a = ast.literal_eval("[False]")[0]
        b = ast.literal_eval(os.getenv("USE_CACHE", "false"))
        model.generate(**inputs, assistant_model=draft, use_cache=a)
        model.generate(**inputs, assistant_model=draft, use_cache=b)
    """)
    assert got == []


def test_strtobool_reads_the_words_it_knows():
    f = one("""
        import os
        from distutils.util import strtobool
        use_cache = bool(strtobool(os.environ.get("USE_CACHE", "Off")))
        model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.WARNING)
    assert not findings("""
        import os
        from setuptools._distutils.util import strtobool
        use_cache = strtobool(os.environ.get("USE_CACHE", "y"))
        maybe = strtobool(os.environ.get("OTHER", "perhaps"))
        model.generate(**inputs, assistant_model=draft, use_cache=use_cache)
    """)
