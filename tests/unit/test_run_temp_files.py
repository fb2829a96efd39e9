"""Files a script keeps in the temporary-files folder and names after its process (h129):
`os.path.join(tempfile.gettempdir(), f"drafts-{os.getpid()}.json")` written and read back in one
run is one file (core/files.py), whatever folder and number the run gets. What a user sees, and
where the analysis stays silent."""

from __future__ import annotations

import textwrap

from hflint.core.findings import Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import json
    import os
    import pathlib
    import tempfile
    from transformers import AutoModelForCausalLM, AutoTokenizer

    REGISTRY = {
        "qwen-smol": {"target": "Qwen/Qwen2.5-0.5B-Instruct", "draft": "HuggingFaceTB/SmolLM2-135M-Instruct"},
        "gpt2": {"target": "openai-community/gpt2", "draft": "distilbert/distilgpt2"},
    }


    def run(pair):
        tok = AutoTokenizer.from_pretrained(pair["target"])
        target = AutoModelForCausalLM.from_pretrained(pair["target"])
        draft = AutoModelForCausalLM.from_pretrained(pair["draft"])
        enc = tok("Explain beam search.", return_tensors="pt")
        return target.generate(**enc, assistant_model=draft, max_new_tokens=6)
""")


def findings(body: str, release: str = RELEASE):
    return analysed.findings(HEAD + textwrap.dedent(body), "script.py", release)


def codes(body: str, release: str = RELEASE) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in findings(body, release)]


# ---------------------------------------------------------------- one file, written and read back


def test_a_registry_written_to_a_file_named_after_the_process_is_read_back():
    (f,) = findings("""\
        path = os.path.join(tempfile.gettempdir(), f"drafts-{os.getpid()}.json")
        with open(path, "w") as fh:
            json.dump(REGISTRY, fh)
        with open(path) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
    assert (f.code, f.severity) == ("HF107", Severity.ERROR)
    assert f.span.line == 18  # (the generate call in run(), which the traceback passes through)


def test_a_helper_that_names_the_file_at_each_call_names_the_same_file():
    (f,) = findings("""\
        def registry_file():
            path = os.path.join(tempfile.gettempdir(), f"drafts-{os.getpid()}.json")
            if not os.path.exists(path):
                with open(path, "w") as fh:
                    json.dump(REGISTRY, fh)
            return path


        with open(registry_file()) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
    assert (f.code, f.severity) == ("HF107", Severity.WARNING)
    assert "unless <the temporary-files folder>/drafts-<the process id>.json exists before the run" in f.message


def test_a_path_object_in_the_temporary_files_folder_is_read_back():
    (f,) = findings("""\
        p = pathlib.Path(tempfile.gettempdir()) / "pairs.json"
        p.write_text(json.dumps(REGISTRY))
        run(json.loads(p.read_text())["qwen-smol"])
    """)
    assert (f.code, f.severity) == ("HF107", Severity.ERROR)


def test_a_name_joined_with_str_of_the_process_id_is_one_file():
    (f,) = findings("""\
        path = os.path.join(tempfile.gettempdir(), "drafts-" + str(os.getpid()) + ".json")
        with open(path, "w") as fh:
            json.dump(REGISTRY, fh)
        with open(path) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
    assert (f.code, f.severity) == ("HF107", Severity.ERROR)


def test_the_pair_that_shares_a_vocabulary_is_clean():
    assert (
        codes("""\
        path = os.path.join(tempfile.gettempdir(), f"drafts-{os.getpid()}.json")
        with open(path, "w") as fh:
            json.dump(REGISTRY, fh)
        with open(path) as fh:
            run(json.load(fh)["gpt2"])
    """)
        == []
    )


# ---------------------------------------------------------------- silent


def test_a_file_in_the_temporary_folder_the_script_did_not_write_stays_unknown():
    assert (
        codes("""\
        with open(os.path.join(tempfile.gettempdir(), "drafts.json")) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
        == []
    )


def test_another_file_name_is_another_file():
    assert (
        codes("""\
        with open(os.path.join(tempfile.gettempdir(), f"a-{os.getpid()}.json"), "w") as fh:
            json.dump(REGISTRY, fh)
        with open(os.path.join(tempfile.gettempdir(), f"b-{os.getpid()}.json")) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
        == []
    )


def test_the_temporary_folder_is_not_taken_for_a_folder_written_out():
    # (gettempdir() is often /tmp, but not always: $TMPDIR decides)
    assert (
        codes("""\
        with open("/tmp/drafts.json", "w") as fh:
            json.dump(REGISTRY, fh)
        with open(os.path.join(tempfile.gettempdir(), "drafts.json")) as fh:
            run(json.load(fh)["qwen-smol"])
    """)
        == []
    )


def test_the_process_id_is_no_number_the_walk_knows():
    assert (
        codes("""\
        from transformers import GenerationConfig

        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        enc = tok("hello", return_tensors="pt")
        model.generate(**enc, max_new_tokens=os.getpid())
        model.generate(**enc, max_new_tokens=os.getpid() % 8 + 1)
    """)
        == []
    )
