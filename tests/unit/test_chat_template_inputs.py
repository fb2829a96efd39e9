"""apply_chat_template's result given to generate: a BatchEncoding as the ids on 5.x (HF301),
the ids tensor spread with `**` on 4.57 (HF302), followed as values are; and the bare
AttributeError HF301 raises, recognised in a traceback although it has no message."""

from __future__ import annotations

import pytest

from hflint.catalog import default_catalog
from hflint.recognise import message_table, recognise

import analysed

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
messages = [{"role": "user", "content": "tell me a story"}]
"""


def codes(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(HEAD + source, "chat.py", release) if f.code in ("HF301", "HF302")]


# (the template call, its closing parenthesis left to each case)
T = 'tok.apply_chat_template(messages, return_tensors="pt"'

CARD_4X = """ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt").to(model.device)
out = model.generate(ids, max_new_tokens=8)
"""
CARD_5X = """inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
out = model.generate(**inputs, max_new_tokens=8)
"""


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
def test_4x_card_on_5x_raises_hf301(release):
    assert codes(CARD_4X, release) == [("HF301", 7)]


def test_4x_card_on_4_57_is_clean():
    assert codes(CARD_4X, "4.57.6") == []


def test_5x_card_on_4_57_raises_hf302_and_is_clean_on_5x():
    assert codes(CARD_5X, "4.57.6") == [("HF302", 7)]
    assert codes(CARD_5X, "5.24.0") == []


@pytest.mark.parametrize(
    "source",
    [
        # the ids by keyword, from a helper function
        f"def prompt(tok):\n    return {T})\n\nx = prompt(tok)\nmodel.generate(input_ids=x)\n",
        # through a dict and a list
        f'd = {{"p": {T})}}\nxs = [d["p"]]\nmodel.generate(xs[0])\n',
        # an attribute of an object
        f"class B:\n    def __init__(self):\n        self.ids = {T})\n\nb = B()\nmodel.generate(b.ids)\n",
        # return_dict=True written, on 4.57 too
        f"x = {T}, return_dict=True)\nmodel.generate(x)\n",
    ],
)
def test_followed_values_raise_hf301(source):
    assert [c for c, _ in codes(source, "5.24.0")] == ["HF301"]


@pytest.mark.parametrize(
    "source",
    [
        f"x = {T}, return_dict=False)\nmodel.generate(x)\n",
        f"x = {T})\nmodel.generate(**x)\n",
        f'x = {T})\nmodel.generate(x["input_ids"], attention_mask=x["attention_mask"])\n',
        f"x = {T})\nmodel.generate(x.input_ids)\n",
        f"x = {T})\nkw = {{**x}}\nmodel.generate(**kw)\n",
        't = tok.apply_chat_template(messages, tokenize=False)\nmodel.generate(**tok(t, return_tensors="pt"))\n',
        # return_dict from a value not known, or keywords from a spread: silent
        f'import sys\nx = {T}, return_dict=sys.argv[1] == "d")\nmodel.generate(x)\n',
        f"import json, sys\no = json.loads(sys.argv[1])\nx = {T}, **o)\nmodel.generate(x)\n",
    ],
)
def test_clean_on_5x(source):
    assert codes(source, "5.24.0") == []


def test_quick_fix_passes_return_dict_false():
    found = [f for f in analysed.findings(HEAD + CARD_4X, "chat.py", "5.24.0") if f.code == "HF301"]
    fix = found[0].fixes[0]
    assert fix.applicability.value == "safe"
    assert fix.edits[0].new_text == ", return_dict=False"
    assert fix.edits[0].span.line == 6


def test_hf302_fix_passes_return_dict_true():
    found = [f for f in analysed.findings(HEAD + CARD_5X, "chat.py", "4.57.6") if f.code == "HF302"]
    assert found[0].fixes[0].edits[0].new_text == ", return_dict=True"


BARE = """Traceback (most recent call last):
  File "/home/u/chat.py", line 9, in <module>
    outputs = model.generate(input_ids, max_new_tokens=8)
  File "/home/u/.venv/lib/python3.11/site-packages/transformers/generation/utils.py", line 2844, in generate
    batch_size = inputs_tensor.shape[0]
  File "/home/u/.venv/lib/python3.11/site-packages/transformers/tokenization_utils_base.py", line 304, in __getattr__
    raise AttributeError
AttributeError
"""


def test_bare_attribute_error_is_recognised_by_its_frame():
    found = recognise(BARE, default_catalog()).found
    assert [r.code for r in found] == ["HF301"]
    assert found[0].message == "" and found[0].exception == "AttributeError"


def test_bare_attribute_error_elsewhere_or_alone_is_not():
    other = BARE.replace("transformers/tokenization_utils_base.py", "mylib/things.py")
    assert recognise(other, default_catalog()).found == ()
    assert recognise("AttributeError\n", default_catalog()).found == ()


def test_message_table_gives_the_raising_frame_of_a_bare_error():
    rows = [r for r in message_table(default_catalog()) if r["code"] == "HF301"]
    assert len(rows) == 1 and rows[0]["parts"] == []
    assert rows[0]["file"] == "transformers/tokenization_utils_base.py" and rows[0]["lines"]
