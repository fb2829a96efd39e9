"""HF186 on a sequence_bias dict keyed by a tokenizer's special id (`{tok.eos_token_id: -5.0}`)."""

from __future__ import annotations

import analysed

HEAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the quick brown fox", return_tensors="pt")
"""


def _codes(call: str) -> list[str]:
    return [f.code for f in analysed.findings(HEAD + call + "\n", "t.py", "5.23.0")]


def test_eos_id_key_raises():
    assert _codes("model.generate(**enc, sequence_bias={tok.eos_token_id: -5.0}, max_new_tokens=4)") == ["HF186"]


def test_attribute_held_tokenizer():
    bot = (
        "class Bot:\n"
        "    def __init__(self):\n"
        "        self.tok = tok\n\n"
        "    def bias(self):\n"
        "        return {self.tok.pad_token_id: -5.0}\n\n\n"
    )
    source = HEAD + bot
    found = analysed.findings(source + "model.generate(**enc, sequence_bias=Bot().bias(), max_new_tokens=4)\n", "t.py", "5.23.0")
    assert [f.code for f in found] == ["HF186"]


def test_tuple_key_is_silent():
    assert _codes("model.generate(**enc, sequence_bias={(tok.eos_token_id,): -5.0}, max_new_tokens=4)") == []


def test_other_object_attribute_is_silent():
    # (an object the walk does not know as a tokenizer: its eos_token_id may be anything)
    assert _codes("cfg = model.config\nmodel.generate(**enc, sequence_bias={cfg.eos_token_id: -5.0}, max_new_tokens=4)") == []
