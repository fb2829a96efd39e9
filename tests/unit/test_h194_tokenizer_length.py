"""`len(tokenizer)` counted for tokenizers that fill their checkpoints' rows (GPT-2, Llama 2, Llama
3, Mistral 7B, SmolLM, BART): the checkpoint's length plus the tokens the script surely added, so a
`resize_token_embeddings(len(tok))` has a known size (HF107 against a draft kept as loaded), and a
resize made before the addition leaves the new id past the rows (HF338). HF338 through a
text-generation pipeline's batches; HF338 on SmolLM and BART."""

from __future__ import annotations

import analysed

RELEASES = ("4.57.6", "5.24.0")

_RESIZED_MAIN = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained(NAME)
ADD
main = AutoModelForCausalLM.from_pretrained(NAME)
main.resize_token_embeddings(len(tok))
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("hello world", return_tensors="pt")
main.generate(**enc, assistant_model=draft, max_new_tokens=4)
"""


def _resized(add: str, name: str = "gpt2-medium", draft: str = "distilgpt2", load: str = "") -> str:
    source = _RESIZED_MAIN.replace("ADD", add).replace("DRAFT", repr(draft)).replace("NAME", repr(name))
    return source.replace(f"AutoTokenizer.from_pretrained({name!r})", f"AutoTokenizer.from_pretrained({name!r}{load})")


def _codes(source: str, code: str, release: str = "5.23.0") -> list[int]:
    return [f.span.line for f in analysed.findings(source, "t.py", release) if f.code == code]


def test_main_resized_to_a_counted_length_differs_from_the_draft() -> None:
    source = _resized('tok.add_special_tokens({"pad_token": "[PAD]"})')
    for release in RELEASES:
        found = [f for f in analysed.findings(source, "t.py", release) if f.code == "HF107"]
        assert len(found) == 1, release
        assert "50258" in found[0].detail
    # (two tokens, then the same one again: 50259)
    twice = _resized('tok.add_tokens(["<a1>", "<a2>"])\ntok.add_tokens(["<a1>"])')
    assert "50259" in [f for f in analysed.findings(twice, "t.py", "5.23.0") if f.code == "HF107"][0].detail


def test_tokens_the_walk_cannot_count_leave_the_length_unknown() -> None:
    for add in (
        'tok.add_special_tokens({"pad_token": tok.eos_token})',  # (not read as a string)
        "tok.add_tokens(open('extra.txt').read().split())",
        'tok.add_special_tokens({"pad_token": "<pad>"})',  # (the test stand-ins hold `<pad>`)
        'tok.add_tokens(["hello"])',  # (a word the vocabulary may hold)
        'if __import__("random").random() > 0.5:\n    tok.add_tokens(["<ctrl>"])',  # (on one path)
    ):
        assert _codes(_resized(add), "HF107") == [], add
    # (a keyword of the loader that may add a token)
    assert _codes(_resized("", load=', pad_token="[PAD]"'), "HF107") == []


def test_tokens_the_vocabulary_holds_add_nothing() -> None:
    # (GPT-2's own end-of-text token: the length stays 50257, the draft's)
    assert _codes(_resized('tok.add_special_tokens({"pad_token": "<|endoftext|>"})'), "HF107") == []
    # (Llama 3's named special tokens; `<|pad|>` is not one of its 256)
    llama3 = {"name": "meta-llama/Llama-3.2-3B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct"}
    assert _codes(_resized('tok.add_special_tokens({"pad_token": "<|finetune_right_pad_id|>"})', **llama3), "HF107") == []
    assert _codes(_resized('tok.add_special_tokens({"pad_token": "<|pad|>"})', **llama3), "HF107") == [10]
    # (SmolLM's chat markers are its own tokens; `<|eot|>` is not)
    smol = {"name": "HuggingFaceTB/SmolLM2-1.7B-Instruct", "draft": "HuggingFaceTB/SmolLM2-135M-Instruct"}
    assert _codes(_resized('tok.add_tokens(["<|im_end|>"])', **smol), "HF107") == []
    assert _codes(_resized('tok.add_tokens(["<|eot|>"])', **smol), "HF107") == [10]


def test_checkpoints_with_spare_rows_are_not_counted() -> None:
    # (Qwen2.5's tokenizer is shorter than its 151936 rows: the walk does not know by how much)
    qwen = {"name": "Qwen/Qwen2.5-1.5B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct"}
    assert _codes(_resized('tok.add_tokens(["<ctrl>"])', **qwen), "HF107") == []


def test_draft_resized_alike_is_silent() -> None:
    source = _resized('tok.add_tokens(["<sep>"])').replace("enc = tok(", "draft.resize_token_embeddings(len(tok))\nenc = tok(")
    assert _codes(source, "HF107") == []


_ORDER = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
model.resize_token_embeddings(len(tok))
tok.add_tokens(["<ctrl>"])
AFTER
enc = tok("<ctrl> once upon a time", return_tensors="pt")
model.generate(**enc, max_new_tokens=4)
"""


def test_resize_before_the_addition_leaves_the_new_id_past_the_rows() -> None:
    for release in RELEASES:
        found = [f for f in analysed.findings(_ORDER.replace("AFTER", ""), "t.py", release) if f.code == "HF338"]
        assert [f.span.line for f in found] == [10], release
        assert "resized before the token was added" in found[0].detail
    assert _codes(_ORDER.replace("AFTER", "model.resize_token_embeddings(len(tok))"), "HF338") == []
    # (a resize to a size the walk cannot count, before or after: silent)
    unknown = _ORDER.replace("len(tok))\ntok.add", "int(open('n.txt').read()))\ntok.add").replace("AFTER", "")
    assert _codes(unknown, "HF338") == []


_PIPE = """
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("distilgpt2", padding_side="left")
tok.add_special_tokens({"pad_token": "[PAD]"})
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
gen = pipeline("text-generation", model=model, tokenizer=tok)
prompts = PROMPTS
gen(prompts, max_new_tokens=4KW)
"""


def _pipe(prompts: str = '["hi", "the quick brown fox jumps over the lazy dog"]', kw: str = ", batch_size=2") -> str:
    return _PIPE.replace("PROMPTS", prompts).replace("KW", kw)


def test_pipeline_batches_padded_with_the_new_pad_token() -> None:
    for release in RELEASES:
        assert _codes(_pipe(), "HF338", release) == [9], release
    # (batch_size at the construction)
    built = _pipe(kw="").replace("tokenizer=tok)", "tokenizer=tok, batch_size=2)")
    assert _codes(built, "HF338") == [9]
    # (the token written in a prompt: no batching needed)
    tokens = _pipe(prompts='["[PAD] hi"]', kw="")
    assert _codes(tokens, "HF338") == [9]


def test_pipeline_batches_that_are_not_padded_are_silent() -> None:
    assert _codes(_pipe(kw=""), "HF338") == []  # (one prompt at a time)
    assert _codes(_pipe(kw=", batch_size=1"), "HF338") == []
    assert _codes(_pipe(prompts='["a b c", "d e f"]'), "HF338") == []  # (not surely different)
    # (two prompts of different lengths in different batches of one)
    assert _codes(_pipe(prompts='["hi", "the quick brown fox jumps over the lazy dog"]', kw=", batch_size=1"), "HF338") == []
    assert _codes(_pipe(kw=", batch_size=2, truncation=True, max_length=2"), "HF338") == []
    resized = _pipe().replace("gen = pipeline", "model.resize_token_embeddings(len(tok))\ngen = pipeline")
    assert _codes(resized, "HF338") == []


_ADDED = """
from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained(NAME)
tok.add_tokens([TOKEN])
model = CLS.from_pretrained(NAME)
enc = tok(TOKEN + " the king loved the garden", return_tensors="pt")
model.generate(**enc, max_new_tokens=4)
"""


def _added(name: str, token: str, cls: str = "AutoModelForCausalLM") -> str:
    return _ADDED.replace("NAME", repr(name)).replace("TOKEN", repr(token)).replace("CLS", cls)


def test_smollm_and_bart_fill_their_rows() -> None:
    assert _codes(_added("HuggingFaceTB/SmolLM2-135M", "<ctrl>"), "HF338") == [8]
    assert _codes(_added("facebook/bart-base", "<ent>", "AutoModelForSeq2SeqLM"), "HF338") == [8]
    # (their own special tokens add nothing)
    assert _codes(_added("HuggingFaceTB/SmolLM2-135M", "<file_sep>"), "HF338") == []
    assert _codes(_added("facebook/bart-base", "<mask>", "AutoModelForSeq2SeqLM"), "HF338") == []
    # (the CNN summariser has 50264 rows beside the same 50265-token tokenizer: not tied, silent)
    assert _codes(_added("facebook/bart-large-cnn", "<ent>", "AutoModelForSeq2SeqLM"), "HF338") == []
    # (SmolLM3 keeps Llama 3's size with tokens of its own: not counted)
    assert _codes(_added("HuggingFaceTB/SmolLM3-3B", "<think>"), "HF338") == []
    # (Llama 3: a token that is none of its 256 special tokens)
    assert _codes(_added("meta-llama/Llama-3.2-1B", "<|user|>"), "HF338") == [8]


def test_a_multiple_alone_rounds_the_rows_the_model_has() -> None:
    source = _resized("").replace("main.resize_token_embeddings(len(tok))", "main.resize_token_embeddings(pad_to_multiple_of=64)")
    for release in RELEASES:
        found = [f for f in analysed.findings(source, "t.py", release) if f.code == "HF107"]
        assert len(found) == 1 and "50304" in found[0].detail, release
    assert _codes(source.replace("=64)", "=1)"), "HF107") == []
