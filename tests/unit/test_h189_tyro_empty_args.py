"""`tyro.cli(Args, args=[])` (core/flags.py _tyro_cli): tyro parses no words, so the dataclass
fields are their defaults for certain, an error and no "when --x keeps its default" warning (runs:
tests/fixtures/flagged/h189_tyro_args_empty_*.py on the stand-ins). Words written in the code
stay unknown, and a call without `args=` is still the command line's defaults (a warning)."""

from __future__ import annotations

import analysed

SOURCE = """\
from dataclasses import dataclass

import tyro
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Args:
    checkpoint: str = "HuggingFaceTB/SmolLM2-135M"
    num_beams: int = 2
    num_return_sequences: int = 4


def main(args: Args) -> None:
    tok = AutoTokenizer.from_pretrained(args.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
    enc = tok("hi", return_tensors="pt")
    model.generate(**enc, num_beams=args.num_beams, num_return_sequences=args.num_return_sequences, max_new_tokens=3)


main(tyro.cli(Args{call}))
"""


def _hf159(call: str) -> list[tuple[str, str]]:
    found = analysed.findings(SOURCE.format(call=call), "cli.py", "5.23.0")
    return [(f.severity.value, f.message) for f in found if f.code == "HF159"]


def test_an_empty_word_list_gives_the_defaults_for_certain() -> None:
    for call in (", args=[]", ", args=()", ", args=[], description='demo'"):
        hits = _hf159(call)
        assert [s for s, _ in hits] == ["error"], call
        assert "keeps its default" not in hits[0][1]


def test_without_args_the_defaults_are_the_command_line_s() -> None:
    hits = _hf159("")
    assert [s for s, _ in hits] == ["warning"]
    assert "--num-return-sequences" in hits[0][1] or "--num-beams" in hits[0][1]


def test_words_written_in_the_code_stay_unknown() -> None:
    assert _hf159(", args=['--num-beams', '4']") == []
