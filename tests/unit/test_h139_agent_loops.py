"""h139: agent loops, stop strings and structured output around generate (blind round)."""

from __future__ import annotations

import analysed

LEGACY_TURNS = """
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
stored = None
for text in ["hello", "tell me a story"]:
    cache = DynamicCache.from_legacy_cache(stored) if stored is not None else DynamicCache()
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, return_dict_in_generate=True)
{save}
"""


def test_an_earlier_element_that_surely_raises_ends_the_loop():
    """The first turn fails at to_legacy_cache (line 11); the second turn, whose from_legacy_cache
    (line 8) would fail too, never runs: one finding, which tells the other as a note."""
    source = LEGACY_TURNS.format(save="    stored = out.past_key_values.to_legacy_cache()")
    found = analysed.findings(source, "chat.py", "5.23.0")
    assert [(f.code, f.span.line) for f in found] == [("HF152", 11)]
    assert any("line 8 raises HF152 in a later element of the loop" in n for n in found[0].notes)


def test_an_earlier_element_that_may_not_raise_leaves_the_later_finding():
    """Behind an `if` the first turn may not reach the failing call: the second turn's error stands."""
    source = LEGACY_TURNS.format(save="    if len(text) > 3:\n        stored = out.past_key_values.to_legacy_cache()")
    found = analysed.findings(source, "chat.py", "5.23.0")
    assert ("HF152", 8) in [(f.code, f.span.line) for f in found]
