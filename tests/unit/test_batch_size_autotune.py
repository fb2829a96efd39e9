"""Batch-size auto-tuning (h93): a loop that halves the batch size on out-of-memory walks its
first pass with the size it starts at (flags.binop), and accelerate's
`find_executable_batch_size` calls the function it decorates with its starting size
(core/batches.py). Where the loop may not run, or starts at one, nothing is reported."""

from __future__ import annotations

import textwrap

from hflint.core.findings import Severity

import analysed

HEAD = textwrap.dedent("""\
    import sys
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2", padding_side="left")
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    DOCS = ["a b", "c d", "e f", "g h"] * 2
""")


def findings(body: str, release: str = "5.23.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "script.py", release)


def test_while_true_halving_loop_sees_the_starting_size():
    (f,) = findings("""\
        bs = 8
        while True:
            try:
                for i in range(0, len(DOCS), bs):
                    enc = tok(DOCS[i : i + bs], return_tensors="pt", padding=True)
                    model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)
                break
            except torch.cuda.OutOfMemoryError:
                bs //= 2
    """)
    assert f.code == "HF106" and f.severity is Severity.WARNING and "8 sequences" in f.message


def test_halving_loop_whose_test_holds_on_entry_sees_the_starting_size():
    (f,) = findings("""\
        def run(batch_size):
            for i in range(0, len(DOCS), batch_size):
                enc = tok(DOCS[i : i + batch_size], return_tensors="pt", padding=True)
                model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)

        batch_size = 8
        while batch_size >= 1:
            try:
                run(batch_size)
                break
            except torch.cuda.OutOfMemoryError:
                batch_size //= 2
    """)
    assert f.code == "HF106" and f.severity is Severity.WARNING and "8 sequences" in f.message


def test_halved_before_the_first_try_is_the_half():
    assert not findings("""\
        bs = 2
        while True:
            bs //= 2
            try:
                for i in range(0, len(DOCS), bs):
                    enc = tok(DOCS[i : i + bs], return_tensors="pt", padding=True)
                    model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)
                break
            except torch.cuda.OutOfMemoryError:
                pass
    """)


def test_a_loop_that_may_not_run_stays_silent():
    # (no arguments: the loop's body never runs)
    assert not findings("""\
        bs = 8
        for arg in sys.argv[1:]:
            for i in range(0, len(DOCS), bs):
                enc = tok(DOCS[i : i + bs], return_tensors="pt", padding=True)
                model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)
            bs = bs // 2
    """)


def test_find_executable_batch_size_calls_with_its_starting_size():
    (f,) = findings("""\
        from accelerate.utils import find_executable_batch_size

        @find_executable_batch_size(starting_batch_size=4)
        def run(batch_size, texts):
            for i in range(0, len(texts), batch_size):
                enc = tok(texts[i : i + batch_size], return_tensors="pt", padding=True)
                model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)

        run(DOCS)
    """)
    assert f.code == "HF106" and f.severity is Severity.ERROR and "4 sequences" in f.message
    assert any("starting_batch_size=4" not in e.note and e.span.line == 11 for e in f.evidence)


def test_find_executable_batch_size_bare_starts_at_128():
    (f,) = findings("""\
        from accelerate import find_executable_batch_size

        @find_executable_batch_size
        def run(batch_size):
            enc = tok(DOCS[:batch_size], return_tensors="pt", padding=True)
            model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)

        run()
    """)
    assert f.code == "HF106" and "8 sequences" in f.message


def test_find_executable_batch_size_started_at_one_is_clean():
    assert not findings("""\
        from accelerate.utils import find_executable_batch_size

        @find_executable_batch_size(starting_batch_size=1)
        def run(batch_size):
            for i in range(0, len(DOCS), batch_size):
                enc = tok(DOCS[i : i + batch_size], return_tensors="pt", padding=True)
                model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=4)

        run()
    """)
