"""Batch-inference pipelines over data files (h31): a CSV the script writes and reads back with
`csv.reader` / `csv.DictReader` of a file handle (core/textdata.py, core/files.py), the truth of
a list the walk knows (`if batch: yield batch`, `if not prompts:`; core/paths.py, core/flow.py),
and `next(iter(items))` / `next(gen())` (core/flags.py). What a user sees, and where the
analysis stays silent."""

from __future__ import annotations

import textwrap

from hflint.core.findings import Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import csv
    import os
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    ROWS = "id,text\\n1,a b c\\n2,d e f\\n3,g h i\\n"
""")


def findings(body: str, release: str = RELEASE):
    text = HEAD + textwrap.dedent(body)
    return analysed.findings(text, "script.py", release)


def codes(body: str, release: str = RELEASE) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in findings(body, release)]


# ---------------------------------------------------------------- CSV files the script wrote


def test_rows_of_a_csv_file_the_script_wrote_are_batched_as_python_reads_them():
    (f,) = findings("""\
        with open("in.csv", "w") as fh:
            fh.write(ROWS)
        with open("in.csv", newline="") as fh:
            rows = list(csv.DictReader(fh))
        for i in range(0, len(rows), 4):
            enc = tok([r["text"] for r in rows[i : i + 4]], return_tensors="pt", padding=True)
            model.generate(**enc, assistant_model=draft)
    """)
    assert (f.code, f.severity) == ("HF106", Severity.ERROR)
    assert f.message.endswith("for i = 0: the inputs hold 3 sequences")


def test_a_csv_file_written_only_when_missing_makes_a_warning_naming_the_file():
    (f,) = findings("""\
        if not os.path.exists("in.csv"):
            with open("in.csv", "w") as fh:
                fh.write(ROWS)
        with open("in.csv", newline="") as fh:
            rows = list(csv.DictReader(fh))
        for i in range(0, len(rows), 2):
            enc = tok([r["text"] for r in rows[i : i + 2]], return_tensors="pt", padding=True)
            model.generate(**enc, assistant_model=draft)
    """)
    assert (f.code, f.severity) == ("HF106", Severity.WARNING)
    assert "unless in.csv exists before the run" in f.message
    assert any("3 CSV rows read here" in e.note for e in f.evidence)


def test_values_of_csv_rows_read_from_a_file_reach_generate():
    (f,) = findings("""\
        with open("ablation.csv", "w") as fh:
            fh.write("name,use_cache\\nbase,true\\nnocache,false\\n")
        with open("ablation.csv") as fh:
            for row in csv.DictReader(fh):
                enc = tok("a b c", return_tensors="pt")
                model.generate(**enc, prompt_lookup_num_tokens=2, use_cache=row["use_cache"] == "true")
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)


def test_csv_files_the_script_did_not_write_or_only_appended_to_stay_unknown():
    assert (
        codes("""\
        with open("queue.csv", "a") as fh:
            fh.write(ROWS)
        with open("queue.csv") as fh:
            rows = list(csv.DictReader(fh))
        enc = tok([r["text"] for r in rows], return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
        with open("other.csv") as fh:
            more = list(csv.DictReader(fh))
        enc = tok([r["text"] for r in more], return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
    """)
        == []
    )


def test_a_reader_kept_in_a_name_stays_unknown():
    # (`next(reader)` may take the header off first: the walk does not follow that)
    assert (
        codes("""\
        with open("in.csv", "w") as fh:
            fh.write(ROWS)
        with open("in.csv") as fh:
            reader = csv.reader(fh)
            rows = list(reader)
        enc = tok([r[1] for r in rows], return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
    """)
        == []
    )


# ---------------------------------------------------------------- the truth of a list


def test_the_last_short_batch_of_a_generator_keeps_the_generator_a_known_list():
    (f,) = findings("""\
        def batches(items, size):
            batch = []
            for item in items:
                batch.append(item)
                if len(batch) == size:
                    yield batch
                    batch = []
            if batch:
                yield batch
        for b in batches(["a", "b", "c"], 2):
            enc = tok(b, return_tensors="pt", padding=True)
            model.generate(**enc, assistant_model=draft)
    """)
    assert (f.code, f.severity) == ("HF106", Severity.ERROR)
    assert 'for b = ["a", "b"]: the inputs hold 2 sequences' in f.message


def test_a_non_empty_list_decides_its_if_and_an_empty_one_the_else():
    (f,) = findings("""\
        prompts = ["a"]
        EXTRA = ["b"]
        if EXTRA:
            prompts = prompts + EXTRA
        enc = tok(prompts, return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
    """)
    # (a may-raise warning before: the walk did not know which arm ran)
    assert (f.code, f.severity) == ("HF106", Severity.ERROR)
    assert (
        codes("""\
        def run(prompts=()):
            if not prompts:
                prompts = ["only one"]
            enc = tok(list(prompts), return_tensors="pt", padding=True)
            model.generate(**enc, assistant_model=draft)
        run()
    """)
        == []
    )


# ---------------------------------------------------------------- next(iter(...))


def test_next_of_iter_is_the_first_item():
    (f,) = findings("""\
        PRESETS = {"low_memory": {"use_cache": False}, "fast": {"use_cache": True}}
        preset = next(iter(PRESETS.values()))
        enc = tok("a b c", return_tensors="pt")
        model.generate(**enc, prompt_lookup_num_tokens=2, **preset)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    assert (
        codes("""\
        PRESETS = {"fast": {"use_cache": True}, "low_memory": {"use_cache": False}}
        preset = next(iter(PRESETS.values()))
        enc = tok("a b c", return_tensors="pt")
        model.generate(**enc, prompt_lookup_num_tokens=2, **preset)
    """)
        == []
    )


def test_next_gives_its_default_for_an_empty_list_and_reads_a_generator():
    assert codes("""\
        overrides = next(iter([]), {"do_sample": True, "num_return_sequences": 2})
        enc = tok("a b c", return_tensors="pt")
        model.generate(**enc, assistant_model=draft, **overrides)
    """) == [("HF105", "error")]
    assert codes("""\
        def batches():
            yield ["a", "b"]
            yield ["c"]
        enc = tok(next(batches()), return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
    """) == [("HF106", "error")]


def test_an_iterator_kept_in_a_name_is_not_read_as_the_whole_list():
    assert (
        codes("""\
        it = iter([["warm a", "warm b"], ["one"], ["two"]])
        model.generate(**tok(next(it), return_tensors="pt", padding=True))
        for batch in it:
            enc = tok(batch, return_tensors="pt", padding=True)
            model.generate(**enc, assistant_model=draft)
    """)
        == []
    )


def test_a_list_an_option_defaults_to_decides_its_if_as_that_default():
    # (the base walked both arms of `if args.more:` and reported the arm a run without
    # arguments never takes)
    found = findings("""\
        import argparse
        p = argparse.ArgumentParser()
        p.add_argument("--more", nargs="*", default=[])
        args = p.parse_args()
        enc = tok("a b c", return_tensors="pt")
        if args.more:
            model.generate(**enc, prompt_lookup_num_tokens=2, use_cache=False)
        if not args.more:
            model.generate(**enc, prompt_lookup_num_tokens=2, do_sample=True, num_return_sequences=3)
    """)
    assert [(f.code, f.span.line, f.severity) for f in found] == [("HF105", 17, Severity.ERROR)]
