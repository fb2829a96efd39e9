"""HF338: a token added to a tokenizer that fills its checkpoint's embedding rows, fed to the
model without `resize_token_embeddings`: torch's embedding lookup has no row for the new id."""

from __future__ import annotations

import analysed

_LOAD = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained({name!r}, padding_side="left")
model = AutoModelForCausalLM.from_pretrained({name!r})
"""


def _codes(body: str, name: str = "gpt2") -> list[tuple[str, int]]:
    source = _LOAD.format(name=name) + body
    return [(f.code, f.span.line) for f in analysed.findings(source, "t.py", "5.23.0") if f.code == "HF338"]


def test_added_token_in_the_prompt_is_reported_at_generate() -> None:
    body = (
        'tok.add_tokens(["<ctrl>"])\nenc = tok("<ctrl> hi there", return_tensors="pt")\nmodel.generate(**enc, max_new_tokens=3)\n'
    )
    assert _codes(body) == [("HF338", 7)]
    found = [f for f in analysed.findings(_LOAD.format(name="gpt2") + body, "t.py", "5.23.0") if f.code == "HF338"]
    assert "50257" in found[0].message or any("50257" in str(e) for e in found[0].evidence)


def test_new_pad_token_of_prompts_of_different_lengths_is_reported() -> None:
    body = (
        'tok.add_special_tokens({"pad_token": "[PAD]"})\n'
        'b = tok(["hello", "tell me a story about the fox"], return_tensors="pt", padding=True)\n'
        "model.generate(**b, max_new_tokens=3, pad_token_id=tok.pad_token_id)\n"
    )
    assert _codes(body) == [("HF338", 7)]
    assert _codes(body, "TinyLlama/TinyLlama-1.1B-Chat-v1.0") == []  # (its bos and `▁` may fill the gap)


def test_resize_after_the_addition_silences_it() -> None:
    body = (
        'tok.add_tokens(["<ctrl>"])\nmodel.resize_token_embeddings(len(tok))\n'
        'enc = tok("<ctrl> hi", return_tensors="pt")\nmodel.generate(**enc)\n'
    )
    assert _codes(body) == []


def test_checkpoints_with_spare_rows_stay_silent() -> None:
    body = 'tok.add_tokens(["<ctrl>"])\nenc = tok("<ctrl> hi", return_tensors="pt")\nmodel.generate(**enc)\n'
    assert _codes(body, "meta-llama/Llama-3.2-1B") == [("HF338", 7)]
    for name in ("Qwen/Qwen2.5-0.5B-Instruct", "facebook/opt-125m", "EleutherAI/pythia-160m"):
        assert _codes(body, name) == [], name


def test_tokens_the_vocabulary_may_hold_are_not_counted() -> None:
    for token in ("<|endoftext|>", "<br>", "hello", "<0x0A>"):
        body = f"tok.add_tokens([{token!r}])\nenc = tok({token + ' hi'!r}, return_tensors='pt')\nmodel.generate(**enc)\n"
        assert _codes(body) == [], token
    # (Llama 3's own special tokens, named or reserved, are held; `<|user|>` is none of its 256:
    # test_h194_tokenizer_length.py)
    for token in ("<|eot_id|>", "<|reserved_special_token_7|>"):
        llama3 = f"tok.add_tokens([{token!r}])\nenc = tok({token + ' hi'!r}, return_tensors='pt')\nmodel.generate(**enc)\n"
        assert _codes(llama3, "meta-llama/Llama-3.2-1B") == [], token


def test_pad_token_replaced_or_prompts_alike_stay_silent() -> None:
    replaced = (
        'tok.add_special_tokens({"pad_token": "[PAD]"})\ntok.pad_token = tok.eos_token\n'
        'b = tok(["hello", "tell me a story about the fox"], return_tensors="pt", padding=True)\nmodel.generate(**b)\n'
    )
    alike = (
        'tok.add_special_tokens({"pad_token": "[PAD]"})\n'
        'b = tok(["a story", "a story"], return_tensors="pt", padding=True)\nmodel.generate(**b)\n'
    )
    assert _codes(replaced) == []
    assert _codes(alike) == []
