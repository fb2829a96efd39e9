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


BANNED = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
banned = {banned}
enc = tok("Question: who is the king?", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, bad_words_ids=banned)
"""


def test_a_tokenizer_call_on_one_text_gives_flat_ids_to_bad_words_ids():
    for banned in ('tok("Observation", add_special_tokens=False).input_ids', 'tok("Observation")["input_ids"]'):
        found = analysed.findings(BANNED.format(banned=banned), "agent.py", "5.23.0")
        assert [(f.code, f.span.line) for f in found] == [("HF173", 8)], banned


def test_a_tokenizer_call_on_a_list_of_words_or_with_tensors_stays_silent():
    """A list of words gives a list of lists; tensors (HF181's business) and a text that is not
    known to be one string tell nothing about HF173."""
    for banned in (
        'tok(["Observation"], add_special_tokens=False).input_ids',
        'tok(["Observation", "Final Answer"])["input_ids"]',
        "tok(WORDS).input_ids",
    ):
        source = "WORDS = input().split()\n" + BANNED.format(banned=banned)
        found = analysed.findings(source, "agent.py", "5.23.0")
        assert "HF173" not in [f.code for f in found], banned


STATIC_CHAT = """
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
cache = StaticCache(config=model.config, max_cache_len={size})
messages = [{{"role": "system", "content": "you are an agent"}}, {{"role": "user", "content": "tell me a story"}}]
inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
out = model.generate(**inputs, past_key_values=cache, max_new_tokens=32{extra})
"""


def test_a_static_cache_shorter_than_a_templated_chat_and_its_reply():
    """The templated prompt has no known bound, but at least the user's 4 words: with 32 new tokens
    forced, at least 35 positions are written into a cache of 24."""
    found = analysed.findings(STATIC_CHAT.format(size=24, extra=", min_new_tokens=32"), "agent.py", "5.23.0")
    [f] = [f for f in found if f.code == "HF156"]
    assert f.severity.value == "error" and "a prompt of at least 4 tokens" in f.detail
    assert "max_cache_len longer than the prompt plus max_new_tokens" in f.detail
    # (without min_new_tokens an end-of-sequence token may stop it first: a warning)
    [w] = [f for f in analysed.findings(STATIC_CHAT.format(size=24, extra=""), "agent.py", "5.23.0") if f.code == "HF156"]
    assert w.severity.value == "warning"


def test_a_static_cache_longer_than_the_least_templated_chat_and_reply_stays_silent():
    found = analysed.findings(STATIC_CHAT.format(size=64, extra=""), "agent.py", "5.23.0")
    assert "HF156" not in [f.code for f in found]


PREFIX = """
{imports}from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {{"allowed": []}}
{fill}

def make_fn(allowed_ids):
    allowed = list(allowed_ids)

    def fn(batch_id, input_ids):
        return allowed

    return fn


tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("answer in json:", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, prefix_allowed_tokens_fn=make_fn(CONFIG["allowed"]))
"""


def test_a_prefix_function_returning_a_name_the_walk_knows_empty():
    """The factory's copy of the config's empty list, returned by name: HF198."""
    found = analysed.findings(PREFIX.format(imports="", fill=""), "json_mode.py", "5.23.0")
    assert [f.code for f in found] == ["HF198"]


def test_a_returned_name_stays_silent_where_the_file_may_fill_a_list_unseen():
    """A list method that grows in place anywhere in the file, an item written, a helper of a module
    the walk does not read given the config: the list may not be empty."""
    for imports, fill in (
        ("", 'CONFIG["allowed"].extend([1, 2])'),
        ("", 'CONFIG["allowed"] = [1, 2]'),
        ("import mylib\n", "mylib.load_ids(CONFIG)"),
        ("from mylib import load_ids\n", "load_ids(CONFIG)"),
    ):
        found = analysed.findings(PREFIX.format(imports=imports, fill=fill), "json_mode.py", "5.23.0")
        assert "HF198" not in [f.code for f in found], fill
