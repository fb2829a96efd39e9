"""Batch sizes the script computes (core/batches.py, flags.binop) and checkpoints it saves and
loads again (core/saved.py): what a user sees for each, and where the analysis stays silent."""

from __future__ import annotations

import textwrap

from hflint.core.findings import Applicability, Severity

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    import argparse
    import os
    from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    PROMPTS = ["a b c a b", "c d e c d", "e f g e f", "g h i g h"]
""")


def findings(body: str, release: str = RELEASE):
    text = HEAD + textwrap.dedent(body)
    return analysed.findings(text, "script.py", release)


def codes(body: str, release: str = RELEASE) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in findings(body, release)]


# ---------------------------------------------------------------- batch sizes


def test_repeated_prompt_sized_by_an_option_is_a_warning_with_a_fix_at_the_default():
    (f,) = findings("""\
        parser = argparse.ArgumentParser()
        parser.add_argument("--batch-size", type=int, default=4)
        args = parser.parse_args()
        enc = tok(["hello"] * args.batch_size, return_tensors="pt")
        model.generate(**enc, assistant_model=draft)
    """)
    assert f.code == "HF106" and f.severity is Severity.WARNING
    assert "when --batch-size keeps its default 4" in f.message
    assert f.message.endswith("the inputs hold 4 sequences")
    assert any(e.flag is not None and e.flag.name == "--batch-size" for e in f.evidence)
    fix = f.fixes[0]
    assert fix.title == "Make 1 the default of --batch-size (line 10)"
    assert fix.applicability is Applicability.UNSAFE
    assert [e.new_text for e in fix.edits] == ["1"] and fix.edits[0].span.line == 10


def test_chunks_of_a_list_in_a_range_loop_raise_at_the_first_chunk():
    (f,) = findings("""\
        def run(batch_size=3):
            for start in range(0, len(PROMPTS), batch_size):
                enc = tok(PROMPTS[start:start + batch_size], return_tensors="pt")
                model.generate(**enc, prompt_lookup_num_tokens=2)
        run()
    """)
    assert (f.code, f.severity) == ("HF106", Severity.ERROR)
    assert "for start = 0: the inputs hold 3 sequences" in f.message


def test_sizes_that_leave_one_sequence_are_silent():
    assert (
        codes("""\
        parser = argparse.ArgumentParser()
        parser.add_argument("--batch-size", type=int, default=1)
        args = parser.parse_args()
        for start in range(0, len(PROMPTS), args.batch_size):
            enc = tok(PROMPTS[start:start + args.batch_size], return_tensors="pt")
            model.generate(**enc, assistant_model=draft)
        enc = tok(PROMPTS[: args.batch_size], return_tensors="pt")
        model.generate(**enc, assistant_model=draft)
        ids = tok("x", return_tensors="pt").input_ids.repeat(args.batch_size, 1)
        model.generate(ids, assistant_model=draft)
    """)
        == []
    )


def test_comprehensions_repeats_and_dataclass_defaults_size_the_batch():
    got = codes("""\
        from dataclasses import dataclass

        @dataclass
        class Cfg:
            copies: int = 2

        cfg = Cfg()
        n = int(os.environ.get("N", "3"))
        enc = tok([f"q{i}" for i in range(n)], return_tensors="pt")
        model.generate(**enc, assistant_model=draft)
        enc = tok("x", return_tensors="pt")
        model.generate(enc.input_ids.expand(cfg.copies, -1), assistant_model=draft)
    """)
    assert got == [("HF106", "warning"), ("HF106", "error")]


def test_a_size_a_loop_keeps_changing_is_unknown():
    # (two passes of the walk would see 8, 4 and 2; the run ends the loop at 1)
    assert (
        codes("""\
        bs = 8
        while bs > 1:
            bs = bs // 2
        enc = tok(["x"] * bs, return_tensors="pt")
        model.generate(**enc, assistant_model=draft)
    """)
        == []
    )


def test_arithmetic_keeps_the_option_that_decided_it():
    (f,) = findings("""\
        parser = argparse.ArgumentParser()
        parser.add_argument("--beams", type=int, default=2)
        args = parser.parse_args()
        model.generate(tok("x", return_tensors="pt").input_ids, assistant_model=draft, num_beams=args.beams * 2)
    """)
    assert f.code == "HF109" and "num_beams is set to 4" in f.message and "--beams" in f.message


def test_a_repeated_text_is_a_known_string_of_bounded_length():
    body = """\
        from transformers import StaticCache
        DOC = "a b c d " * {n}
        cache = StaticCache(config=model.config, max_cache_len=512)
        model.generate(**tok(DOC, return_tensors="pt"), past_key_values=cache, prompt_lookup_num_tokens=3, max_new_tokens=8)
    """
    assert codes(body.format(n=4), "5.24.0") == []  # 32 characters: the cache holds it
    assert codes(body.format(n=200), "5.24.0") == [("HF115", "warning")]  # 1600 characters may not fit


def test_a_text_repeated_past_the_string_limit_stays_unknown():
    got = codes(
        """\
        from transformers import StaticCache
        DOC = "a b c d " * 100000
        cache = StaticCache(config=model.config, max_cache_len=512)
        model.generate(**tok(DOC, return_tensors="pt"), past_key_values=cache, prompt_lookup_num_tokens=3, max_new_tokens=8)
    """,
        "5.24.0",
    )
    assert got == [("HF115", "warning")]  # (unknown length: "may")


def test_the_beam_search_warning_comes_before_the_vocabulary_check():
    got = codes("""\
        big = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-7B-Instruct")
        small = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
        big.generate(tok("x", return_tensors="pt").input_ids, assistant_model=small, num_beams=3)
    """)
    assert sorted(got) == [("HF107", "error"), ("HF109", "warning")]


# ---------------------------------------------------------------- saved checkpoints


def test_a_folder_the_script_saved_loads_with_the_saved_generation_config():
    (f,) = findings("""\
        OUT = os.path.join("runs", "ft")
        model.generation_config.use_cache = False
        model.save_pretrained(OUT)
        again = AutoModelForCausalLM.from_pretrained("runs/ft/")
        again.generate(tok("x", return_tensors="pt").input_ids, prompt_lookup_num_tokens=2)
    """)
    assert (f.code, f.severity) == ("HF101", Severity.ERROR)
    assert "use_cache is set to False at line 10" in f.message
    assert any("saved to `runs/ft` at line 11" in e.note for e in f.evidence)


def test_a_save_inside_a_helper_counts_and_a_conditional_save_is_a_may():
    got = codes("""\
        def train(out):
            m = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
            m.generation_config = GenerationConfig(use_cache=False)
            m.save_pretrained(out)

        train("ckpt-a")
        AutoModelForCausalLM.from_pretrained("ckpt-a").generate(assistant_model=draft)
        if not os.path.isdir("ckpt-b"):
            train("ckpt-b")
        AutoModelForCausalLM.from_pretrained("ckpt-b").generate(assistant_model=draft)
    """)
    assert got == [("HF101", "error"), ("HF101", "warning")]


def test_the_last_save_and_the_generation_config_file_decide():
    got = codes("""\
        model.generation_config.use_cache = False
        model.save_pretrained("out")
        model.generation_config.use_cache = True
        model.save_pretrained("out")
        AutoModelForCausalLM.from_pretrained("out").generate(assistant_model=draft)
        GenerationConfig(use_cache=False).save_pretrained("out")
        AutoModelForCausalLM.from_pretrained("out").generate(assistant_model=draft)
        GenerationConfig.from_pretrained("out", use_cache=True)
        AutoModelForCausalLM.from_pretrained("elsewhere").generate(assistant_model=draft)
    """)
    assert got == [("HF101", "error")]
    (f,) = findings("""\
        GenerationConfig(use_cache=False).save_pretrained("out")
        model.generate(assistant_model=draft, generation_config=GenerationConfig.from_pretrained("out"))
    """)
    assert f.code == "HF101"


def test_a_save_to_a_folder_the_walk_does_not_know_is_not_followed():
    assert (
        codes("""\
        import sys
        model.generation_config.use_cache = False
        model.save_pretrained(sys.argv[1])
        AutoModelForCausalLM.from_pretrained("out").generate(assistant_model=draft)
    """)
        == []
    )


def test_a_temporary_folder_is_a_folder_of_its_own():
    saved_and_loaded = """\
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            GenerationConfig(use_cache=False).save_pretrained(tmp)
            gc = GenerationConfig.from_pretrained(tmp)
        model.generate(**tok("x", return_tensors="pt"), generation_config=gc, assistant_model=draft)
    """
    assert codes(saved_and_loaded) == [("HF101", "error")]
    two_folders = """\
        import tempfile
        a, b = tempfile.mkdtemp(), tempfile.mkdtemp()
        GenerationConfig(use_cache=False).save_pretrained(a)
        gc = GenerationConfig.from_pretrained(b)
        model.generate(**tok("x", return_tensors="pt"), generation_config=gc, assistant_model=draft)
    """
    assert codes(two_folders) == []


def test_a_pathlib_path_of_known_strings_is_that_path():
    body = """\
        from pathlib import Path
        out = Path("runs") / "exp"
        model.generation_config.use_cache = False
        model.save_pretrained(out / "final")
        again = AutoModelForCausalLM.from_pretrained({load})
        again.generate(**tok("x", return_tensors="pt"), assistant_model=draft)
    """
    assert codes(body.format(load='str(out / "final")')) == [("HF101", "error")]
    assert codes(body.format(load='Path("runs", "exp", "final")')) == [("HF101", "error")]
    assert codes(body.format(load='"runs/exp/other"')) == []


def test_a_generation_config_loaded_by_name_starts_from_the_checkpoints_file():
    body = """\
        from transformers.integrations.executorch import TorchExportableModuleWithHybridCache
        gemma = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
        gemma.generation_config = GenerationConfig.from_pretrained("google/gemma-2-2b-it"{extra})
        TorchExportableModuleWithHybridCache(gemma, max_cache_len=64)
    """
    assert codes(body.format(extra="")) == [("HF204", "error")]  # the hub file has no cache_config
    assert codes(body.format(extra=', cache_config={"batch_size": 1}')) == []
    assert codes(body.format(extra=', subfolder="export"')) == []  # another file: unknown


def test_a_comprehension_over_a_list_a_loop_may_have_grown_makes_each_list():
    assert codes("""\
        import random

        batch = [PROMPTS[0]]
        if random.random() > 0.5:
            batch.append(PROMPTS[1])
        enc = tok([p.upper() for p in batch], return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
        one = [PROMPTS[0]] if random.random() > 0.5 else [PROMPTS[2]]
        single = tok([p for p in one], return_tensors="pt", padding=True)
        model.generate(**single, assistant_model=draft)
    """) == [("HF106", "warning")]


def test_a_while_loop_false_on_entry_never_runs_its_body():
    assert codes("""\
        LIMIT = 1
        batch = [PROMPTS[0]]
        while len(batch) < LIMIT:
            batch.append(PROMPTS[len(batch)])
        enc = tok(batch, return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
        grown = [PROMPTS[0]]
        while len(grown) < 3:
            grown.append(PROMPTS[len(grown)])
        enc = tok(grown, return_tensors="pt", padding=True)
        model.generate(**enc, assistant_model=draft)
    """) == [("HF106", "error")]  # (the second loop, over a list it grows, is walked pass by pass: three prompts)


def test_a_list_kept_in_an_attribute_grows_with_append_and_extend():
    assert codes("""\
        class Batcher:
            def __init__(self):
                self.pending = [PROMPTS[0]]

            def flush(self):
                enc = tok(self.pending, return_tensors="pt", padding=True)
                self.pending = []
                return model.generate(**enc, assistant_model=draft)

        grown = Batcher()
        grown.pending.append(PROMPTS[1])
        grown.flush()
        single = Batcher()
        single.pending.extend([])
        single.flush()
    """) == [("HF106", "warning")]  # (one call of flush raises, the other does not)


WHISPER_SAVED = textwrap.dedent("""\
    import tempfile
    from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq

    folder = tempfile.mkdtemp()
    AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-medium.en").save_pretrained(folder)
    draft = {loader}.from_pretrained(folder)
    model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")
    model.generate(None, assistant_model=draft, max_new_tokens=8)
""")


def _whisper_saved(loader: str, release: str = RELEASE):
    return analysed.findings(WHISPER_SAVED.format(loader=loader), "script.py", release)


def test_a_saved_whisper_folder_reloaded_as_a_decoder_only_draft_is_the_decoder_alone():
    # AutoModelForCausalLM on the saved encoder-decoder builds WhisperForCausalLM: the encoder
    # check (HF114) comes before the vocabulary check (HF107), as for a hub name.
    (f,) = _whisper_saved("AutoModelForCausalLM")
    assert f.code == "HF114" and f.severity is Severity.ERROR and f.span.line == 8
    assert "the assistant is Whisper's decoder alone (AutoModelForCausalLM)" in f.message
    assert "don't have compatible encoder-dependent input shapes" in f.message


def test_a_saved_whisper_folder_reloaded_with_its_encoder_keeps_the_vocabulary_check():
    # The same folder loaded as a full model brings its own encoder: only the vocabularies
    # (51864 against large-v3's 51866) are compared.
    (f,) = _whisper_saved("AutoModelForSpeechSeq2Seq")
    assert f.code == "HF107" and "different tokenizers" in f.message


# ---------------------------------------------------------------- from_pretrained(use_cache=...)

CONCRETE = textwrap.dedent("""\
    from transformers import AutoModelForCausalLM, AutoTokenizer, GPT2LMHeadModel

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = {loader}.from_pretrained("openai-community/gpt2", use_cache=False)
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(**tok("hi", return_tensors="pt"), assistant_model=draft, max_new_tokens=8)
""")


def _concrete(loader: str, release: str = RELEASE):
    return analysed.findings(CONCRETE.format(loader=loader), "script.py", release)


def test_use_cache_false_given_to_a_concrete_class_reaches_the_generation_config():
    # GPT2LMHeadModel.from_pretrained hands its keywords on to GenerationConfig.from_pretrained.
    for release, message in [
        ("4.57.6", "raises ValueError: assisted generate requires `use_cache=True`"),
        ("5.24.0", "raises RuntimeError: Assisted decoding requires a cache"),
    ]:
        (f,) = _concrete("GPT2LMHeadModel", release)
        assert f.code == "HF101" and f.severity is Severity.ERROR and f.span.line == 6
        assert message in f.message and "use_cache is set to False at line 4" in f.message


def test_use_cache_false_given_to_an_auto_class_stays_in_the_model_config():
    assert _concrete("AutoModelForCausalLM") == []
    assert _concrete("AutoModelForCausalLM", "4.57.6") == []
