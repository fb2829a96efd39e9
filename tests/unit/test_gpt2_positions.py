"""GPT-2's learned position table (`n_positions`, 1024 on the hub checkpoints) and a prompt plus
new tokens past it (HF336), and the least words of a text too long to fold (a passage repeated,
passages joined). Runs: tests/fixtures (gpt2_rag_prompt_past_positions,
gpt2_window_then_new_tokens, fp2215-fp2218) and catalog HF336's, on all 28 releases."""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
import torch
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
"""


def found(body: str, release: str = "5.23.0", head: str = HEAD) -> list[tuple[int, str, str]]:
    text = head + textwrap.dedent(body)
    first = head.count("\n")
    return [(f.span.line - first, f.code, f.severity.value) for f in analysed.findings(text, "script.py", release)]


def test_a_stuffed_prompt_past_the_table_raises_on_every_release():
    body = """
    passages = [" ".join(["the quick brown fox jumps over the lazy dog"] * 30) for _ in range(5)]
    enc = tok("\\n\\n".join(passages) + "\\n\\nwhat does the fox do?", return_tensors="pt")
    model.generate(**enc, max_new_tokens=20, pad_token_id=tok.eos_token_id)
    """
    for release in ("4.57.6", "5.0.0", "5.15.0", "5.24.0"):
        assert found(body, release) == [(4, "HF336", "error")]


def test_the_message_names_the_table_and_the_least_prompt():
    body = """
    enc = tok("the quick brown fox " * 300, return_tensors="pt")
    model.generate(**enc, max_new_tokens=5)
    """
    [f] = analysed.findings(HEAD + textwrap.dedent(body), "script.py", "5.23.0")
    assert f.code == "HF336" and f.raises is not None
    assert f.raises.type == "IndexError" and f.raises.message == "index out of range in self"
    assert "gpt2 has 1024 positions (n_positions)" in f.message
    assert "a prompt of at least 1200 tokens" in f.message


def test_a_window_filled_by_truncation_then_new_tokens_may_raise():
    body = """
    text = " ".join(["once upon a time there lived a king"] * 200)
    enc = tok(text, return_tensors="pt", truncation=True, max_length=model.config.n_positions)
    model.generate(**enc, max_new_tokens=10)
    """
    assert found(body) == [(4, "HF336", "warning")]


def test_the_last_new_token_is_never_fed_back():
    template = """
    text = " ".join(["once upon a time there lived a king"] * 200)
    enc = tok(text, return_tensors="pt", truncation=True, max_length=1000)
    model.generate(**enc, max_new_tokens={n})
    """
    assert found(template.format(n=25)) == []  # (1024 positions fed: ran clean on all 28)
    assert found(template.format(n=26)) == [(4, "HF336", "warning")]


def test_a_known_tensor_shape_past_the_table_raises():
    body = """
    ids = torch.ones((1, 1100), dtype=torch.long)
    model.generate(ids, max_new_tokens=4)
    """
    assert found(body) == [(3, "HF336", "error")]


def test_silent_where_the_model_or_the_length_is_not_known():
    long_prompt = 'enc = tok("the quick brown fox " * 300, return_tensors="pt")\n'
    other_config = """\
    from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("gpt2")
    config = AutoConfig.from_pretrained("gpt2")
    config.n_positions = 4096
    model = AutoModelForCausalLM.from_pretrained("gpt2", config=config, ignore_mismatched_sizes=True)
    """
    assert found(long_prompt + "model.generate(**enc, max_new_tokens=5)\n", head=textwrap.dedent(other_config)) == []
    rotary = HEAD.replace('"gpt2")\n', '"HuggingFaceTB/SmolLM2-135M")\n')
    assert found(long_prompt + "model.generate(**enc, max_new_tokens=5)\n", head=rotary) == []
    unknown = "import sys\nenc = tok(open(sys.argv[1]).read(), return_tensors='pt')\nmodel.generate(**enc, max_new_tokens=5)\n"
    assert found(unknown) == []
    short = 'enc = tok("once upon a time", return_tensors="pt")\nmodel.generate(**enc, max_new_tokens=1000)\n'
    assert found(short) == []


def test_a_long_text_counts_its_words_where_they_are_glued():
    glued = 'enc = tok("fox" * 2000, return_tensors="pt")\nmodel.generate(**enc, max_new_tokens=5)\n'
    assert found(glued) == []  # (one word of 6,000 characters: its tokens depend on the tokenizer)
    spaced = 'enc = tok(" ".join(["fox jumps"] * 600), return_tensors="pt")\nmodel.generate(**enc, max_new_tokens=5)\n'
    assert found(spaced) == [(2, "HF336", "error")]
    added = (
        'text = "fox " * {n}\nenc = tok("story: " + text + "the end", return_tensors="pt")\n'
        "model.generate(**enc, max_new_tokens=30)\n"
    )
    # (1 + n + 2 words, at least n + 2 with the seams a text hflint does not fold may glue)
    assert found(added.format(n=1100)) == [(3, "HF336", "error")]
    assert found(added.format(n=1000)) == [(3, "HF336", "warning")]  # (1031 positions if all 30 are made)
