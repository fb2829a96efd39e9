"""Prompts that repeat a prefilled prompt and add to it: how many tokens they surely make beyond it.

The "re-use a prompt cache" recipe prefills a cache with a prefix's tokens (a forward pass) and
then passes the prefix's text plus a question to generate, which feeds only the tokens past what
the cache holds. Whether anything is left to feed (and so whether the model's forward pass sees
the new rows at all) depends on how many tokens the whole prompt makes beyond the prefix's. This
module bounds that number from the texts alone (HF334)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hflint.core.values import ABSENT, UNKNOWN, Const, Seq, Value, options

if TYPE_CHECKING:
    from hflint.core.flow import _Call

# The tokenizer keywords that leave a text's tokens as they are: padding only adds pad tokens
# before or after them (a longer row), `return_*` only changes the container.
_KEEPS = frozenset({"return_tensors", "return_attention_mask", "add_special_tokens", "text", "padding"})


def tokenized_text(text: Value, call: _Call) -> tuple[Value, Value]:
    """The text(s) `tokenizer(text, ...)` tokenized, where each is written in the file (a Const str
    or a list Seq of them) and the call passes only keywords that keep their tokens, with its
    `add_special_tokens=` (ABSENT when not given); (UNKNOWN, UNKNOWN) otherwise."""
    if call.opaque or len(call.args) > 1 or any(k not in _KEEPS for k in call.kwargs):
        return UNKNOWN, UNKNOWN
    pad = call.kwargs.get("padding", ABSENT)
    if pad is not ABSENT and not (isinstance(pad, Const) and (pad.value in (True, False) or pad.value == "longest")):
        return UNKNOWN, UNKNOWN
    opts = options(text)
    if len(opts) != 1 or not _texts(opts[0]):
        return UNKNOWN, UNKNOWN
    specials = call.kwargs.get("add_special_tokens", ABSENT)
    if specials is not ABSENT and not isinstance(specials, Const):
        return UNKNOWN, UNKNOWN
    return opts[0], specials


def _texts(v: Value) -> list[str]:
    """The strings of a Const str or of a list Seq of them; [] for anything else."""
    if isinstance(v, Const) and isinstance(v.value, str):
        return [v.value]
    if isinstance(v, Seq) and not v.is_tuple and v.items:
        out = [i.value for i in v.items if isinstance(i, Const) and isinstance(i.value, str)]
        return out if len(out) == len(v.items) else []
    return []


def one_text(v: Value) -> str | None:
    """The one string a prefill tokenized (a Const str), else None."""
    return v.value if isinstance(v, Const) and isinstance(v.value, str) else None


def beyond(prefix: str, texts: Value) -> int | None:
    """At least how many more tokens than `prefix` every text of `texts` makes (possibly fewer
    than none: a negative number), when every text starts with `prefix` and adds to it; None when
    one does not (or the texts are not known).

    No tokenizer's piece spans a space (byte-level BPE and tiktoken-style pre-tokenizers split
    words apart, SentencePiece splits at whitespace), so appending text changes at most the
    prefix's tail: its last word with the space before it and what follows it. The prefix's other
    tokens stay; the tail made at most one token a byte; the tail and the added text together make
    at least one token a word. The special tokens a tokenizer adds are the same for both."""
    found = _texts(texts)
    if not found or not prefix.strip():
        return None
    tail = _tail(prefix)
    least: int | None = None
    for text in found:
        if not text.startswith(prefix) or not text[len(prefix) :].strip():
            return None
        more = len((tail + text[len(prefix) :]).split()) - len(tail.encode("utf-8", "surrogatepass"))
        least = more if least is None else min(least, more)
    return least


def _tail(prefix: str) -> str:
    """The end of `prefix` that text appended to it may tokenize differently: from the whitespace
    before its last word to its end (the whole prefix when it has one word)."""
    end = len(prefix.rstrip())
    start = end
    while start > 0 and not prefix[start - 1].isspace():
        start -= 1
    return prefix[max(0, start - 1) :]


def most_beyond(prefix: str, texts: Value) -> int | None:
    """At most how many more tokens than `prefix` any text of `texts` makes, when every text
    starts with `prefix` (adding nothing counts); None otherwise. The tail of the prefix made at
    least a token a word, the tail with the added text at most one a byte (see `beyond`)."""
    found = _texts(texts)
    if not found or not prefix.strip():
        return None
    tail = _tail(prefix)
    most: int | None = None
    for text in found:
        if not text.startswith(prefix):
            return None
        more = len((tail + text[len(prefix) :]).encode("utf-8", "surrogatepass")) - len(tail.split())
        most = more if most is None else max(most, more)
    return most
