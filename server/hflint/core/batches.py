"""How many sequences a batch holds: the list of prompts a script tokenizes and the tensors it
repeats, with where that number was chosen (HF106).

Scripts rarely write their batch out: they tokenize `[prompt] * args.batch_size`,
`prompts[start:start + batch_size]` in a loop over `range(0, len(prompts), batch_size)`,
`prompts[: cfg.num_prompts]`, `[template.format(i) for i in range(n)]`, or repeat a tokenized
prompt (`input_ids.repeat(batch_size, 1)`, `.expand(batch_size, -1)`). Each list the walk makes
this way keeps in `Seq.count` (core/values.py) the number of items it holds, with the origin of
the number that decided it: when that is a command-line default (core/flags.py), the batch-size
finding is a warning naming the option ("unless --batch-size is passed"). Where writing 1 at
that number leaves at most one sequence (`[p] * n`, `prompts[:n]`, `prompts[i:i + n]`,
`range(n)`), the count keeps its literal too, for the fix at the default.

A slice needs known bounds (a loop over a `range` the walk lists gives them: core/sweeps.py);
anything else leaves the length unknown, and HF106 silent.

Batch-size auto-tuning: accelerate's `@find_executable_batch_size(starting_batch_size=N)` calls
the function it decorates with N as its first argument (and with a smaller size only after an
out-of-memory error, which no other error leads to: any other is raised at once), so a call of
the decorated function is a call with N first (objects.Partial).
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import TYPE_CHECKING

from hflint.core.findings import immutable
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    BatchObj,
    Const,
    Origin,
    Seq,
    Symbol,
    Value,
    int_const,
    join,
    join_all,
    map_value,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

# The longest list a repetition is made into (a batch of 1,024 prompts is already rare);
# beyond it, the length is unknown.
MAX_ITEMS = 1024


def _counted(n: int, by: Const, exact: bool) -> Const | None:
    """The count of a list of `n` items decided by the number `by` (None when `by` has no origin
    to show). `exact`: writing 1 at `by` leaves at most one item, so its literal is kept."""
    if by.origin is None:
        return None
    return Const(n, by.origin, by.node if exact else None)


def repeat(seq: Seq, n: Const) -> Value:
    """`seq * n` (or `n * seq`)."""
    times = int_const(n)
    if times is None:
        return UNKNOWN
    times = max(times, 0)
    total = len(seq.items) * times
    if total > MAX_ITEMS:
        return UNKNOWN
    count = _counted(total, n, len(seq.items) == 1)
    return Seq(seq.items * times, seq.is_tuple, count)


def concat(a: Seq, b: Seq) -> Value:
    """`a + b` of two lists (or two tuples)."""
    if a.is_tuple != b.is_tuple or len(a.items) + len(b.items) > MAX_ITEMS:
        return UNKNOWN
    decided = (
        next((c for c in (a.count, b.count) if c is not None and c.origin is not None and c.origin.flag is not None), None)
        or a.count
        or b.count
    )
    count = _counted(len(a.items) + len(b.items), decided, False) if decided is not None else None
    return Seq(a.items + b.items, a.is_tuple, count)


def sliced(interp: Interpreter, base: Value, part: ast.Slice, st: State) -> Value:
    """`items[a:b:c]` of a list the walk knows, with known bounds (what a sweep or a batch takes)."""
    values: list[Value] = []
    bounds: list[int | None] = []
    for bound in (part.lower, part.upper, part.step):
        v = interp.eval(bound, st) if bound is not None else Const(None)
        if not isinstance(v, Const) or not (v.value is None or type(v.value) is int) or v.value == 0 and bound is part.step:
            return UNKNOWN
        values.append(v)
        bounds.append(v.value)
    decider = _slice_decider(interp, part, values, st)

    def cut(o: Value) -> Value:
        if type(o) is Const and isinstance(o.value, str):
            # (`key[len("GEN_"):]`: a string the walk knows, cut)
            return Const(o.value[slice(*bounds)], o.origin)
        if type(o) is not Seq:
            return UNKNOWN
        items = o.items[slice(*bounds)]  # type: ignore[attr-defined]
        count = None
        if decider is not None:
            count = _counted(len(items), decider[0], decider[1])
        held = o.count  # type: ignore[attr-defined]
        if held is not None and held.origin is not None and held.origin.flag is not None:
            if count is None or count.origin is None or count.origin.flag is None:
                # (a list whose length a default decides, a file's rows while the script wrote
                # it: the part cut from it holds as long as that default does)
                count = Const(len(items), held.origin, count.node if count is not None else None)
        return Seq(items, o.is_tuple, count)  # type: ignore[attr-defined]

    return map_value(base, cut)


def _slice_decider(interp: Interpreter, part: ast.Slice, values: list[Value], st: State) -> tuple[Const, bool] | None:
    """The bound that decides how many items a slice takes, and whether writing 1 there leaves at
    most one: the stop of `items[:n]` / `items[0:n]`, the `n` of `items[i:i + n]`; else (a stop
    and start both computed) the bound that carries a command-line default, for its origin."""
    lower, upper, step = values
    if step.value not in (None, 1) or upper.value is None:  # type: ignore[attr-defined]
        return None
    stop = part.upper
    if (
        isinstance(stop, ast.BinOp)
        and isinstance(stop.op, ast.Add)
        and part.lower is not None
        and ast.dump(stop.left) == ast.dump(part.lower)
        and isinstance(stop.right, (ast.Name, ast.Attribute, ast.Constant))
    ):
        # (a name, an attribute or a literal read again: no call runs twice)
        width = interp.eval(stop.right, st)
        if isinstance(width, Const) and type(width.value) is int:
            return width, True
    if lower.value in (None, 0) and isinstance(upper, Const):  # type: ignore[attr-defined]
        return upper, True
    for v in (upper, lower):
        if isinstance(v, Const) and v.origin is not None and v.origin.flag is not None:
            return v, False
    return None


def range_count(args: Sequence[Value], made: int) -> Const | None:
    """The count of `range(n)` / `range(0, n)` (what `[p for _ in range(n)]` then holds)."""
    if not args or len(args) > 2 or len(args) == 2 and int_const(args[0]) != 0:
        return None
    stop = args[-1]
    return _counted(made, stop, True) if isinstance(stop, Const) else None


def comprehension_count(node: ast.ListComp, iterable: Value, made: int) -> Const | None:
    """A list comprehension over one counted list, without conditions, holds as many items."""
    if len(node.generators) != 1 or node.generators[0].ifs or type(iterable) is not Seq:
        return None
    count = iterable.count  # type: ignore[attr-defined]
    if count is None:
        return None
    return Const(made, count.origin, count.node)


def tokenized_size(seq: Seq, origin: Origin) -> Const:
    """How many sequences tokenizing a list of texts gives: its count when the script computed
    it (with where), else the items written out."""
    if seq.count is not None:
        return seq.count
    return Const(len(seq.items), origin)


def repeat_tensor(interp: Interpreter, obj: BatchObj, name: str, call: _Call, st: State) -> Value:
    """`input_ids.repeat(n, 1)` (n times the rows) and `input_ids.expand(n, -1)` (n rows from one):
    the new batch's size, decided by `n`."""
    if not call.args or call.kwargs or call.opaque:
        return st.heap.new(BatchObj(interp.origin(call.node, "inputs repeated here")))
    n = call.args[0]
    sizes: list[Value] = []
    for old in options(obj.batch_size):
        times = int_const(n)
        before = int_const(old)
        if times is None or before is None:
            sizes.append(UNKNOWN)
        elif name == "repeat":
            sizes.append(_sized(before * times, n, old, before == 1))
        elif before == 1 or before == times:  # expand: a dimension of 1 grows, others must match
            sizes.append(_sized(times, n, old, True))
        else:
            sizes.append(UNKNOWN)  # (expand raises: not ours to tell)
    # (`repeat(n, 1)` and `expand(n, -1)` keep each sequence's length)
    keeps = len(call.args) == 2 and isinstance(call.args[1], Const) and call.args[1].value == (1 if name == "repeat" else -1)
    length = obj.length if keeps else UNKNOWN
    return st.heap.new(BatchObj(interp.origin(call.node, "inputs repeated here"), join_all(sizes), UNKNOWN, length))


def _sized(size: int, n: Value, old: Value, exact: bool) -> Value:
    """A repeated batch's size, with the origin of the factor that carries a command-line default
    (else of the factor, else of the batch before)."""
    for by in (n, old):
        if isinstance(by, Const) and by.origin is not None and by.origin.flag is not None:
            return Const(size, by.origin, by.node if exact and by is n else None)
    for by in (n, old):
        if isinstance(by, Const) and by.origin is not None:
            return Const(size, by.origin, by.node if exact and by is n else None)
    return Const(size)


# ---------------------------------------------------------------- tensors made by shape


def _shape(call: _Call, first: int) -> list[Value] | None:
    """The shape given to a tensor maker from argument `first` on: one tuple/list, or one
    number per dimension (`torch.ones(2, 8)`); None when not known."""
    rest = list(call.args[first:])
    if "size" in call.kwargs and not rest:
        rest = [call.kwargs["size"]]
    if len(rest) == 1 and type(rest[0]) is Seq:
        return list(rest[0].items)  # type: ignore[attr-defined]
    if rest and all(isinstance(v, Const) for v in rest):
        return rest
    return None


def _made(interp: Interpreter, call: _Call, st: State, shape: list[Value] | None) -> Value:
    """A tensor of `shape` as generate's input: rows are sequences (two dimensions or more)."""
    size: Value = UNKNOWN
    length: Value = UNKNOWN
    if shape is not None and len(shape) >= 2 and not call.opaque:
        rows = shape[0]
        if isinstance(rows, Const) and type(rows.value) is int:
            size = Const(rows.value, rows.origin or interp.origin(call.node, "tensor shape given here"), rows.node)
        cols = shape[1]
        if len(shape) == 2 and isinstance(cols, Const) and type(cols.value) is int and cols.value >= 0:
            length = Const(cols.value, cols.origin or interp.origin(call.node, "tensor shape given here"), cols.node)
    return st.heap.new(BatchObj(interp.origin(call.node, "input tensor made here"), size, UNKNOWN, length, tensor=True))


def _randint(interp: Interpreter, call: _Call, st: State) -> Value:
    # torch.randint(high, size) or torch.randint(low, high, size)
    first = 2 if len(call.args) >= 3 or (len(call.args) == 2 and type(call.args[1]) is not Seq) else 1
    return _made(interp, call, st, _shape(call, first))


def _filled(interp: Interpreter, call: _Call, st: State) -> Value:
    # torch.full(size, fill_value)
    size = call.args[0] if call.args else call.kwargs.get("size", UNKNOWN)
    return _made(interp, call, st, list(size.items) if type(size) is Seq else None)  # type: ignore[attr-defined]


def _shaped(interp: Interpreter, call: _Call, st: State) -> Value:
    # torch.ones(2, 8) / torch.ones((2, 8)) / zeros / empty
    return _made(interp, call, st, _shape(call, 0))


def _tensor(interp: Interpreter, call: _Call, st: State) -> Value:
    # torch.tensor([[...], [...]]): one row per inner list
    data = call.args[0] if call.args else UNKNOWN
    if type(data) is Seq and data.items and all(type(r) is Seq for r in data.items):  # type: ignore[attr-defined]
        rows = tokenized_size(data, interp.origin(call.node, f"{len(data.items)} rows written here"))  # type: ignore[arg-type,attr-defined]
        lengths = {len(r.items) for r in data.items}  # type: ignore[attr-defined]
        length: Value = UNKNOWN
        if len(lengths) == 1 and not call.opaque:
            n = lengths.pop()
            length = Const(n, interp.origin(call.node, f"{n} ids a row written here"))
        return st.heap.new(BatchObj(interp.origin(call.node, "input tensor made here"), rows, UNKNOWN, length, tensor=True))
    return st.heap.new(BatchObj(interp.origin(call.node, "input tensor made here"), tensor=True))


# ---------------------------------------------------------------- batch-size auto-tuning

# accelerate's name for it, where scripts import it from
EXECUTABLE_BATCH_SIZE = frozenset(f"accelerate.{module}find_executable_batch_size" for module in ("", "utils.", "utils.memory."))
# find_executable_batch_size's starting_batch_size when none is given
STARTING_BATCH_SIZE = 128


@immutable()
class BatchSizeFinder(Value):
    """`find_executable_batch_size(starting_batch_size=N)` not yet given its function: the
    decorator, which calls the function with `start` first."""

    start: Value


def _executable_batch_size(interp: Interpreter, call: _Call, st: State) -> Value:
    # find_executable_batch_size(function=None, starting_batch_size=128, reduce_batch_size_fn=None)
    if call.opaque or len(call.args) > 2:
        return UNKNOWN
    start = call.args[1] if len(call.args) == 2 else call.kwargs.get("starting_batch_size")
    if start is None:
        start = Const(STARTING_BATCH_SIZE, interp.origin(call.node, f"starting_batch_size defaults to {STARTING_BATCH_SIZE}"))
    fn = call.args[0] if call.args else call.kwargs.get("function", Const(None))
    if isinstance(fn, Const) and fn.value is None:
        return BatchSizeFinder(start)
    return auto_tuned(fn, start)


def auto_tuned(fn: Value, start: Value) -> Value:
    """The function `find_executable_batch_size` returns: `fn` called with `start` first."""
    from hflint.core.objects import Partial

    return Partial(fn, (start,), (), False)


def decorated(interp: Interpreter, dec: ast.expr, decorator: Value, fn: Value) -> Value | None:
    """`@find_executable_batch_size(starting_batch_size=N)` (or bare, starting at 128) over `fn`:
    what the name then holds; None for any other decorator."""
    if isinstance(decorator, BatchSizeFinder):
        return auto_tuned(fn, decorator.start)
    if isinstance(decorator, Symbol) and decorator.qualname in EXECUTABLE_BATCH_SIZE:
        default = f"starting_batch_size defaults to {STARTING_BATCH_SIZE}"
        return auto_tuned(fn, Const(STARTING_BATCH_SIZE, interp.origin(dec, default)))
    return None


SYMBOL_CALLS = {
    **{name: _executable_batch_size for name in EXECUTABLE_BATCH_SIZE},
    "torch.randint": _randint,
    "torch.ones": _shaped,
    "torch.zeros": _shaped,
    "torch.empty": _shaped,
    "torch.full": _filled,
    "torch.tensor": _tensor,
    "torch.LongTensor": _tensor,
}


# A tokenizer makes at most one token per byte of text (byte-level BPE, SentencePiece with byte
# fallback and WordPiece each cover at least one byte a token), plus the special tokens it adds
# around a sequence (BOS, EOS, CLS, SEP: never more than this many).
SPECIAL_TOKENS_BOUND = 4
# The tokenizer's options that leave that bound standing (padding, truncation to a length,
# a second text, a template, all change it).
_BOUND_KEEPS = frozenset({"return_tensors", "return_attention_mask", "add_special_tokens", "text"})


def _padded(call: _Call) -> bool | None:
    """Whether the tokenizer call pads to the longest sequence of the batch (`padding=True` or
    `"longest"`: every sequence then holds as many tokens as the longest text makes), False
    when it does not pad; None when another option may change the counts (truncation, a
    `max_length`, padding to one, a second text)."""
    if call.opaque:
        return None
    padded = False
    for k, v in call.kwargs.items():
        if k == "padding" and isinstance(v, Const) and (v.value is True or v.value == "longest"):
            padded = True
        elif k == "padding" and isinstance(v, Const) and v.value is False:
            continue
        elif k not in _BOUND_KEEPS:
            return None
    return padded


def tokens_bound(text: Value, call: _Call) -> Value:
    """At most how many tokens each sequence of `tokenizer(text, ...)` holds, when every text on
    every path is written in the file (a string, or a list of strings): a Const int, else UNKNOWN.
    Padding to the longest keeps the bound (the longest text's)."""
    if _padded(call) is None:
        return UNKNOWN
    longest = 0
    for o in options(text):
        items = [o] if isinstance(o, Const) else list(o.items) if isinstance(o, Seq) and not o.is_tuple else None
        if not items:
            return UNKNOWN
        for item in items:
            if not (isinstance(item, Const) and isinstance(item.value, str)):
                return UNKNOWN
            longest = max(longest, len(item.value.encode("utf-8", "surrogatepass")))
    return Const(longest + SPECIAL_TOKENS_BOUND)


# `truncation=` values that cut a single text to `max_length` tokens.
_TRUNCATES = (True, "longest_first", "only_first")
# The keywords a truncating call may add to those that keep a count (_BOUND_KEEPS).
_TRUNCATION_KEYS = frozenset({"truncation", "max_length", "padding"})
# The least `max_length` read as a truncation length: below it, the special tokens a tokenizer adds
# may not fit (and some tokenizers then refuse to truncate at all).
_LEAST_TRUNCATION = 8


def truncated_length(text: Value, call: _Call) -> Value:
    """How many tokens every sequence of `tokenizer(text, truncation=True, max_length=M)` holds,
    where `M` alone decides it: `M` when every text on every path is written in the file with at
    least `M` words (each makes at least a token a word, so each is cut to `M`, special tokens
    included), or when `padding="max_length"` pads the shorter ones up to it. A Const int (with
    where `M` was written), else UNKNOWN: a second text, a stride or overflowing tokens (more
    rows), or anything not known."""
    if call.opaque or len(call.args) > 1:
        return UNKNOWN
    cut, size = call.kwargs.get("truncation"), call.kwargs.get("max_length")
    if not (isinstance(cut, Const) and any(cut.value is t if t is True else cut.value == t for t in _TRUNCATES)):
        return UNKNOWN
    if not (isinstance(size, Const) and type(size.value) is int and size.value >= _LEAST_TRUNCATION):
        return UNKNOWN
    if any(k not in _BOUND_KEEPS and k not in _TRUNCATION_KEYS for k in call.kwargs):
        return UNKNOWN
    pad = call.kwargs.get("padding")
    if isinstance(pad, Const) and pad.value == "max_length":
        return Const(size.value, size.origin, size.node)
    if pad is not None and not (isinstance(pad, Const) and (pad.value is True or pad.value is False or pad.value == "longest")):
        return UNKNOWN
    words = fewest_words(text)
    if isinstance(words, Const) and words.value >= size.value:
        return Const(size.value, size.origin, size.node)
    return UNKNOWN


def _text_items(text: Value) -> list[str] | None:
    """The texts of `tokenizer(text, ...)` when there is one path and each is written in the file
    (a string, or a list of strings); None otherwise."""
    opts = options(text)
    if len(opts) != 1:
        return None
    one = opts[0]
    items = [one] if isinstance(one, Const) else list(one.items) if isinstance(one, Seq) and not one.is_tuple else []
    texts = [i.value for i in items if isinstance(i, Const) and isinstance(i.value, str)]
    return texts if texts and len(texts) == len(items) else None


# The least length a truncation to the tokenizer's own limit (`truncation=True` without a
# `max_length`) leaves: the encoder-decoder tokenizers' `model_max_length` is 512 or more
# (T5, BART, Marian, PEGASUS, NLLB); counted lower to stay on the safe side.
_LEAST_MODEL_MAX_LENGTH = 128


def surely_padded(text: Value, call: _Call) -> bool:
    """Whether the attention mask of `tokenizer(text, ...)` surely holds a padded position (a 0):
    texts written in the file, padded to the longest (`padding=True`, "longest") where the text
    with the most words surely makes more tokens than the shortest can (one token a word at
    least; at most one a byte, the word-start piece and the special tokens), or padded to a
    `max_length` that the shortest text surely does not reach. A truncation keeps it where the
    longest text's cut length still passes the shortest. False when not known."""
    if call.opaque or len(call.args) > 1:
        return False
    if any(k not in _BOUND_KEEPS and k not in _TRUNCATION_KEYS for k in call.kwargs):
        return False
    mask = call.kwargs.get("return_attention_mask")
    if mask is not None and not (isinstance(mask, Const) and mask.value is True):
        return False
    texts = _text_items(text)
    if texts is None:
        return False
    # (the shortest text's most tokens without the special tokens, which the tokenizer adds to
    # every text alike: a byte each and the first word's `▁`)
    shortest = min(len(t.encode("utf-8", "surrogatepass")) + 1 for t in texts)
    pad, size, cut = call.kwargs.get("padding"), call.kwargs.get("max_length"), call.kwargs.get("truncation")
    sized = isinstance(size, Const) and type(size.value) is int
    if isinstance(pad, Const) and pad.value == "max_length":
        return sized and size.value > shortest + SPECIAL_TOKENS_BOUND  # type: ignore[union-attr]
    if not (isinstance(pad, Const) and (pad.value is True or pad.value == "longest")) or len(texts) < 2:
        return False
    longest = max(len(t.split()) for t in texts)
    if cut is not None and not (isinstance(cut, Const) and cut.value is False):
        if not (isinstance(cut, Const) and (cut.value is True or cut.value in _TRUNCATES)):
            return False
        # (a cut to a length that counts the special tokens: the longest text either is not cut,
        # or is cut to that length, which must pass the shortest text's count with them)
        limit = size.value if sized else _LEAST_MODEL_MAX_LENGTH  # type: ignore[union-attr]
        return longest > shortest and limit > shortest + SPECIAL_TOKENS_BOUND
    if size is not None:
        return False
    return longest > shortest


def tokens_least(text: Value, call: _Call) -> Value:
    """At least how many tokens each sequence of `tokenizer(text, ...)` holds, when every text on
    every path is written in the file: one a word (a run of characters between spaces), since no
    tokenizer's piece spans a space (byte-level BPE and tiktoken-style pre-tokenizers split words
    apart, SentencePiece splits at whitespace). Special tokens are not counted (a tokenizer may
    add none). Padded to the longest (`padding=True`), every sequence holds at least what the
    longest text makes: the most words of a list's texts. A Const int, else UNKNOWN."""
    padded = _padded(call)
    if padded is None:
        return UNKNOWN
    return fewest_words(text, padded)


@immutable()
class TemplatedText(Value):
    """A text whose content is not followed but of which at least `words` words are known: one
    conversation templated to text (`tokenizer.apply_chat_template(chat, tokenize=False)`: the
    words of the last user message written in the file, flow.Interpreter._chat_texts), or a text
    built in the file longer than hflint folds (flags.MAX_STR: a passage repeated, passages
    joined; `long_text`)."""

    words: int
    origin: Origin | None = None


# The most characters a text built in the file may have for its words to be counted (a `"a " *
# 10**9` is not built to be counted).
_COUNTED_CHARS = 1 << 22


def _edges(v: Value) -> tuple[int, bool, bool, bool] | None:
    """A text's words and edges: (words, starts inside a word, ends inside a word, empty), for a
    string written in the file; a TemplatedText may start and end inside a word (its least words
    then hold whatever it is glued to). None for any other value."""
    if isinstance(v, Const) and isinstance(v.value, str):
        t = v.value
        return len(t.split()), bool(t) and not t[0].isspace(), bool(t) and not t[-1].isspace(), not t
    if type(v) is TemplatedText:
        return v.words, True, True, False  # type: ignore[attr-defined]
    return None


def _glued(a: tuple[int, bool, bool, bool], b: tuple[int, bool, bool, bool]) -> tuple[int, bool, bool, bool]:
    """The least words and the edges of text `a` followed by text `b` (a word that ends `a` and one
    that starts `b` make one)."""
    if a[3]:
        return b
    if b[3]:
        return a
    words = a[0] + b[0] - (1 if a[2] and b[1] and a[0] and b[0] else 0)
    return words, a[1], b[2], False


def long_text(parts: Sequence[Value], origin: Origin | None, times: int = 1) -> Value:
    """The text `parts` make end to end (repeated `times` times), as a TemplatedText of its least
    words, where it is longer than a folded string may be (flags.MAX_STR) and each part is a
    string written in the file or such a text; UNKNOWN otherwise."""
    edges: list[tuple[int, bool, bool, bool]] = []
    for p in parts:
        e = _edges(p)
        if e is None:
            return UNKNOWN
        edges.append(e)
    if not edges or times < 1:
        return UNKNOWN
    chars = sum(len(p.value) if isinstance(p, Const) else 0 for p in parts) * times
    if chars > _COUNTED_CHARS:
        return UNKNOWN
    one = edges[0]
    for e in edges[1:]:
        one = _glued(one, e)
    # (a text that starts and ends inside a word, repeated: each seam joins two words into one)
    words = one[0] * times - ((times - 1) if one[1] and one[2] and one[0] else 0)
    return TemplatedText(words, origin)


def fewest_words(text: Value, padded: bool = False) -> Value:
    """The fewest words (runs of characters between spaces) of a text, or of the texts of a list,
    on every path, when each is written in the file (or is a templated chat's, TemplatedText): a
    Const int, else UNKNOWN. `padded`: the texts of a list are padded to the longest, so a list
    counts its most words."""
    fewest: int | None = None
    for o in options(text):
        single = isinstance(o, Const) or type(o) is TemplatedText
        items = [o] if single else list(o.items) if isinstance(o, Seq) and not o.is_tuple else None
        if not items:
            return UNKNOWN
        counts: list[int] = []
        for item in items:
            if type(item) is TemplatedText:
                counts.append(item.words)  # type: ignore[attr-defined]
                continue
            if not (isinstance(item, Const) and isinstance(item.value, str)):
                return UNKNOWN
            counts.append(len(item.value.split()))
        words = max(counts) if padded else min(counts)
        fewest = words if fewest is None else min(fewest, words)
    return UNKNOWN if fewest is None else Const(fewest)


# ---------------------------------------------------------------- keys written into a batch

# The tensors a tokenizer's output already holds under these keys: writing one replaces what
# `**batch` gives generate as the model's inputs, which the batch itself stands for.
_INPUT_KEYS = frozenset({"input_ids", "attention_mask"})


def write_key(obj: BatchObj, key: str | None, value: Value, alone: bool) -> None:
    """`batch[key] = value` on a tokenizer's output (a collate function keeping each record's id
    beside the tensors): `**batch` then gives generate that keyword too. `alone`: the batch is the
    only object the subscript may name (else the key is there on some paths only). A key the walk
    cannot read leaves the batch's keys as they were (nothing is claimed of it)."""
    if key is None or key in _INPUT_KEYS:
        return
    obj.extra[key] = value if alone else join(value, obj.extra.get(key, ABSENT))


def drop_key(obj: BatchObj, key: str) -> None:
    """`del batch[key]` (or its `pop`): the key is gone from every path that reaches here."""
    if key in obj.extra:
        obj.extra[key] = ABSENT


def pop_key(objs: Sequence[object], key: Value, alone: bool) -> Value:
    """`batch.pop("ids")`: the value written under the key (unknown where the walk did not see it
    written), and the key gone from the batch (only when the batch is the one object named)."""
    name = key.value if isinstance(key, Const) and isinstance(key.value, str) else None
    values: list[Value] = []
    for obj in objs:
        if not isinstance(obj, BatchObj):
            continue
        if name is None:
            return UNKNOWN
        held = obj.extra.get(name, ABSENT)
        values.append(UNKNOWN if held is ABSENT else held)
        if alone:
            drop_key(obj, name)
    return join_all(values) if values else UNKNOWN


def written_keys(obj: BatchObj) -> dict[str, Value]:
    """The keywords `**batch` gives generate beside the model's inputs: the keys written into it."""
    return {k: v for k, v in obj.extra.items() if v is not ABSENT}
