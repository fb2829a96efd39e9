"""Arguments generate hands its logits processors: the shape of `bad_words_ids` (HF181, HF173,
HF182, in the order NoBadWordsLogitsProcessor checks them), the keys of `sequence_bias`
(HF186), an empty one (HF196), the ids in its keys (HF197) and its biases (HF192), its list
form's pairs (HF303); what prefix_allowed_tokens_fn returns at the first step (HF198); an
exponential_decay_length_penalty that is one number, not a pair (HF322); a custom logits
processor or stopping criteria given on its own, not in a list (HF335)."""

from __future__ import annotations

import ast
from collections.abc import Callable

from hflint.core import effective as eff
from hflint.core.flow import ANY_KEY, CallObservation
from hflint.core.objects import TUPLE_KEY
from hflint.core.values import ABSENT, UNKNOWN, BatchObj, Const, DictObj, InstanceObj, Items, Seq, Value
from hflint.rules.assisted import _bad_repetition_penalty, _setting_code_gives
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from, where_set
from hflint.rules.edits import call_name_span, ignore_comment_fix
from hflint.rules.printed import printed, printed_where_raises


def _flat_ids(v: Value) -> bool | None:
    """bad_words_ids given as a non-empty list holding something that is not a list (an id, a
    string): NoBadWordsLogitsProcessor's check `any(not isinstance(x, list) ...)` fails. A
    `tokenizer.encode(text)` result is such a list. None where the value is not known."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(v, Items):
        return True if v.kind == "ids" else None
    if isinstance(v, Seq) and not v.is_tuple and v.items:
        if any(isinstance(i, Const) and isinstance(i.value, (int, str)) for i in v.items):
            return True
        # (a list of tuples: each word's ids must be a list too; h101's runs, every release)
        if any(isinstance(i, Seq) and i.is_tuple for i in v.items):
            return True
        if all(isinstance(i, Seq) and not i.is_tuple for i in v.items):
            return False
    return None


def _bad_words_ids(obs: CallObservation) -> Value:
    """bad_words_ids as the generate of a generate call, or the one a pipeline call makes, meets
    it (h101's runs: an empty list or a tensor at a text-generation pipeline's call raise the
    same). ABSENT, which no check here flags, for Whisper's own generate, and for a generate call
    that neither gives it nor reads a config holding it (nearly every call: unset or unknown, so
    it is not worked out). Once per observation: HF173, HF181 and HF182 ask."""
    found = obs.memo.get("bad_words_ids")
    if found is None:
        found = obs.memo["bad_words_ids"] = _bad_words_ids_met(obs)
    return found


def _bad_words_ids_met(obs: CallObservation) -> Value:
    if obs.kind == "generate":
        if eff.at_defaults(obs, ("bad_words_ids",)):
            return ABSENT
    elif obs.kind != "pipeline":
        return ABSENT
    if any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
        return ABSENT
    return eff.gen_setting(obs, "bad_words_ids")


def check_bad_words_flat_list(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`bad_words_ids` (a keyword of generate, a passed GenerationConfig's field or the model's)
    given one flat list of ids instead of a list of lists: the logits processors are built after
    the cache is prepared and before the first token, and NoBadWordsLogitsProcessor raises (runs:
    HF173's, gpt2 stand-in, all 28 releases; GenerationConfig itself accepts the list). Silent for
    Whisper's own generate, and for a value whose shape is not known."""
    if obs.kind != "generate":
        return None
    value = _bad_words_ids(obs)
    if value is ABSENT:
        return None  # (what the test below gives: ABSENT is no flat list)
    outcome = eff.test(value, _flat_ids)
    if outcome.never:
        return None
    witness = outcome.witness
    origins = outcome.origins
    if isinstance(witness, Items) and witness.origin is not None:
        origins = (witness.origin, *origins)
    written = printed(obs, witness)
    what = f"bad_words_ids is {written}" if written is not None else "bad_words_ids is a flat list of token ids"
    shown = printed_where_raises(obs, value, _flat_ids)
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF173",
        outcome,
        span,
        f"{what}; it takes a list of lists, one list of ids per banned word",
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF173"),),
        values={"value": shown} if shown is not None else {},
    )


def _not_a_nonempty_list(obs: CallObservation):
    """bad_words_ids that fails NoBadWordsLogitsProcessor's first check, `not isinstance(x, list)
    or len(x) == 0`: an empty list written or made from an empty list, a tuple, a tensor (torch's,
    or a tokenizer's with `return_tensors=`). None where the value is not known."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        if isinstance(v, Seq):
            if v.is_tuple:
                return True
            if not v.items:
                return True if v.count is None else None
            return False
        if isinstance(v, (Const, Items)):
            return None
        objs = eff.objects_of(obs, v)
        if objs and all(isinstance(o, BatchObj) and o.tensor for o in objs):
            return True
        return None

    return pred


def check_bad_words_not_a_list(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`bad_words_ids` (generate's keyword, a passed GenerationConfig's field or the model's) an
    empty list, a tuple or a tensor: NoBadWordsLogitsProcessor raises "has to be a non-empty list"
    when generate builds its logits processors (runs: h101's, gpt2 stand-in, 4.57.6, 5.15.0,
    5.23.0, 5.24.0; HF181's facts on all 28 releases). `None` builds no processor."""
    value = _bad_words_ids(obs)
    if value is ABSENT:
        return None  # (what the test below gives: ABSENT builds no processor)
    pred = _not_a_nonempty_list(obs)
    outcome = eff.test(value, pred)
    if outcome.never:
        return None
    witness = outcome.witness
    if isinstance(witness, Seq) and witness.is_tuple:
        what = "a tuple"
    elif isinstance(witness, Seq):
        what = "an empty list"
    else:
        what = "a tensor"  # (torch prints it; hflint does not follow a tensor's contents)
    shown = printed_where_raises(obs, value, pred)
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF181",
        outcome,
        span,
        f"bad_words_ids is {what}; it takes a non-empty list of lists of token ids (or None)",
        evidence_from(outcome.origins),
        (ignore_comment_fix(ctx.index, span.line, "HF181"),),
        values={"value": shown} if shown is not None else {},
    )


def _negative_id(v: Value) -> bool | None:
    """A list of lists of ids holding a negative id or None (a tokenizer's pad_token_id where it
    has no pad token): NoBadWordsLogitsProcessor's third check refuses an id that is not an int
    or is below 0."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(v, Seq) and not v.is_tuple and v.items and all(isinstance(i, Seq) and not i.is_tuple for i in v.items):
        inner = [x for i in v.items if isinstance(i, Seq) for x in i.items]
        if any(isinstance(x, Const) and (x.value is None or (type(x.value) is int and x.value < 0)) for x in inner):
            return True
        if all(isinstance(x, Const) and type(x.value) is int for x in inner):
            return False
    return None


def _negative_id_message(witness: Value | None) -> str:
    inner = [x for i in witness.items if isinstance(i, Seq) for x in i.items] if isinstance(witness, Seq) else []
    if any(isinstance(x, Const) and type(x.value) is int and x.value < 0 for x in inner):
        return "bad_words_ids holds a negative token id; every id must be 0 or more"
    return (
        "bad_words_ids holds None where a token id belongs (a tokenizer's pad_token_id when it has no pad token); "
        "every id must be an int of 0 or more"
    )


def check_bad_words_negative_id(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A negative id in `bad_words_ids` (a list of lists, as written): NoBadWordsLogitsProcessor
    raises "Each list in `bad_words_ids` has to be a list of positive integers" (runs: h101's,
    4.57.6, 5.15.0, 5.23.0, 5.24.0; HF182's facts on all 28 releases)."""
    value = _bad_words_ids(obs)
    if value is ABSENT:
        return None  # (what the test below gives)
    outcome = eff.test(value, _negative_id)
    if outcome.never:
        return None
    shown = printed_where_raises(obs, value, _negative_id)
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF182",
        outcome,
        span,
        _negative_id_message(outcome.witness),
        evidence_from(outcome.origins),
        (ignore_comment_fix(ctx.index, span.line, "HF182"),),
        values={"value": shown} if shown is not None else {},
    )


def _bias_dict(obs: CallObservation, v: Value) -> DictObj | bool | None:
    """The one dict a sequence_bias value is on a path, for the checks of its keys and biases;
    where it is no dict, their verdict: False for None (no processor) and for a list (the list
    form, checked otherwise), None where not known."""
    if v is ABSENT or (isinstance(v, Const) and v.value is None):
        return False
    if isinstance(v, (Seq, Items)):
        return False if isinstance(v, Seq) and not v.is_tuple else None
    objs = eff.objects_of(obs, v)
    if len(objs) != 1 or type(objs[0]) is not DictObj:
        return None
    return objs[0]


def _keys_not_tuples(obs: CallObservation):
    """sequence_bias that fails SequenceBiasLogitsProcessor's second check, a dict with a key
    that is not a tuple: a dict the script built with an int key (a literal, or a comprehension
    keyed by `tokenizer.convert_tokens_to_ids(word)`) or a string key. None where not known."""

    def pred(v: Value) -> bool | None:
        obj = _bias_dict(obs, v)
        if not isinstance(obj, DictObj):
            return obj
        # (ANY_KEY: items written under keys the walk does not know, `bias[tuple(ids)] = -10.0`
        # in a loop over words; those keys may well be tuples)
        if obj.int_keys or any(not k.startswith("\x00") and k != ANY_KEY for k in obj.items):
            return True
        if obj.complete and obj.items and all(k.startswith(TUPLE_KEY) for k in obj.items):
            return False
        return None

    return pred


def _sequence_bias(obs: CallObservation) -> Value | None:
    """The effective `sequence_bias` of a generate or pipeline call, once per observation (HF186
    and HF192 ask); None for Whisper's own generate, other calls, and a generate call that
    neither gives it nor reads a config holding it (nearly every call: decided before the models
    are looked at)."""
    if "sequence_bias" in obs.memo:
        return obs.memo["sequence_bias"]
    found: Value | None = None
    if obs.kind == "pipeline" or (obs.kind == "generate" and not eff.at_defaults(obs, ("sequence_bias",))):
        if not any(m is not None and m.model_type == "whisper" for m in eff.models(obs)):
            found = eff.gen_setting(obs, "sequence_bias")
    obs.memo["sequence_bias"] = found
    return found


def _sequence_bias_hit(
    obs: CallObservation,
    ctx: RuleContext,
    bad: Callable[[CallObservation], Callable[[Value], bool | None]],
    code: str,
    why: str,
) -> Hit | None:
    """`code` where the call's effective sequence_bias (`_sequence_bias`) is `bad(obs)` on some
    path (the test is built only for a call that has one); the message shows the value where
    the script wrote it out in full (a literal dict, a comprehension over a list of constants)."""
    value = _sequence_bias(obs)
    if value is None:
        return None
    pred = bad(obs)
    outcome = eff.test(value, pred)
    if outcome.never:
        return None
    span = call_name_span(ctx.index, obs.node)
    text = printed_where_raises(obs, value, pred)
    return Hit(
        code,
        outcome,
        span,
        why,
        evidence_from(outcome.origins),
        (ignore_comment_fix(ctx.index, span.line, code),),
        values={"value": text} if text is not None else {},
    )


def _empty_bias(obs: CallObservation):
    """sequence_bias that fails SequenceBiasLogitsProcessor's first check, not empty: a dict the
    walk knows holds no key on the path (`{}`, one filled by a loop or a comprehension over an
    empty list, one a helper returned so), or an empty list written as such. generate builds the
    processor for any value that is not None, so `{}` is not skipped. None where not known."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        if isinstance(v, Seq):
            if v.is_tuple or v.count is not None:
                return None  # (a tuple is no dict or list either; a counted list's length may change)
            return not v.items
        if isinstance(v, Items):
            return None
        objs = eff.objects_of(obs, v)
        if len(objs) != 1 or type(objs[0]) is not DictObj:
            return None
        obj = objs[0]
        if obj.items or obj.int_keys:
            return False
        return True if obj.complete else None

    return pred


def check_sequence_bias_empty(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`sequence_bias` (generate's keyword, a passed GenerationConfig's field, a kwargs dict's or
    the model's) an empty dict or list: SequenceBiasLogitsProcessor's first check raises "has to be
    a non-empty dictionary, or non-empty list of lists" when generate builds its logits
    processors (runs: h118's and h122's, gpt2 stand-in, all 28 releases: `{}` at generate, a dict
    filled by a loop over an empty list, one a helper built from an empty list, in a kwargs dict,
    in the model's generation config, `[]`, and at a text-generation pipeline's call). `None`
    runs: only `None` turns the processor off."""
    return _sequence_bias_hit(
        obs,
        ctx,
        _empty_bias,
        "HF196",
        "sequence_bias is empty; give at least one (tuple of ids): bias entry, or None to turn the bias off",
    )


def check_sequence_bias_keys(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`sequence_bias` (generate's keyword, a passed GenerationConfig's field or the model's) a
    dict keyed by single token ids or strings rather than tuples: SequenceBiasLogitsProcessor
    raises "has to be a dict with tuples as keys" when generate builds its logits processors
    (runs: h110's, gpt2 stand-in, 4.57.6, 5.0.0, 5.15.0, 5.24.0, at generate, through a passed
    GenerationConfig and at a text-generation pipeline's call; HF186's facts on all 28
    releases). `GenerationConfig(sequence_bias=...)` itself does not check it."""
    return _sequence_bias_hit(
        obs,
        ctx,
        _keys_not_tuples,
        "HF186",
        "sequence_bias is a dict keyed by single token ids (or strings); each key must be a tuple of ids, e.g. {(11,): -10.0}",
    )


def _valid_tuple_key(key: str) -> bool:
    """A dict key the walk kept as a tuple of ints, not empty, none negative: what
    SequenceBiasLogitsProcessor's first three checks accept."""
    if not key.startswith(TUPLE_KEY):
        return False
    try:
        parts = ast.literal_eval(key[len(TUPLE_KEY) :])  # (the repr of the tuple of constants, objects.dict_key)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return False
    return type(parts) is tuple and bool(parts) and all(type(x) is int and x >= 0 for x in parts)


def _bad_key(key: str) -> bool | None:
    """Whether a tuple key the walk kept fails SequenceBiasLogitsProcessor's third check (an empty
    tuple, or an id that is no int or is negative: a string, a float, None); None for a key it
    cannot read. A bool passes that check (it is an int)."""
    try:
        parts = ast.literal_eval(key[len(TUPLE_KEY) :])  # (the repr of the tuple of constants, objects.dict_key)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if type(parts) is not tuple:
        return None
    return not parts or any(type(x) is not bool and (type(x) is not int or x < 0) for x in parts)


def _bad_key_ids(obs: CallObservation):
    """sequence_bias that passes SequenceBiasLogitsProcessor's first two checks (a non-empty dict,
    every key a tuple) and fails the third: a dict the script built in full with a key that is an
    empty tuple or holds an id that is negative or no int. None where not known."""

    def pred(v: Value) -> bool | None:
        obj = _bias_dict(obs, v)
        if not isinstance(obj, DictObj):
            return obj
        if obj.int_keys or any(not k.startswith(TUPLE_KEY) and k != ANY_KEY for k in obj.items):
            return False  # (a key that is no tuple: HF186's check raises first)
        if obj.text_keys:
            return True  # (keys of token strings, in a dict known not to be empty; runs: h126's)
        if not obj.complete or not obj.items:
            return None
        found = [_bad_key(k) for k in obj.items]
        if any(found):
            return True
        return False if all(f is False for f in found) else None

    return pred


def check_sequence_bias_key_ids(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`sequence_bias` (generate's keyword, a passed GenerationConfig's field, a kwargs dict's or
    the model's) a dict of tuple keys, one of them empty or holding an id that is negative or not
    an int: SequenceBiasLogitsProcessor raises "Each key in `sequence_bias` has to be a non-empty
    tuple of positive integers" when generate builds its logits processors (runs: h118's and
    h122's, gpt2 stand-in, all 28 releases: `{(-1,): -5.0}`, `{(): -10}`, `{(11.0,): -1.0}`, a
    string id, at generate, through a passed GenerationConfig and at a pipeline's call). A key
    that is no tuple is checked before (HF186), the biases after (HF192). The id 0 runs."""
    return _sequence_bias_hit(
        obs,
        ctx,
        _bad_key_ids,
        "HF197",
        "a key of sequence_bias is an empty tuple or holds an id that is negative or not an int; "
        "each key must be a non-empty tuple of token ids, e.g. (11,)",
    )


def _int_biases(obs: CallObservation):
    """sequence_bias that passes SequenceBiasLogitsProcessor's checks of the keys and fails its
    last one, floats as values: a dict the script built in full, every key a non-empty tuple of
    ids 0 or more, with a bias that is a plain int. None where not known."""

    def pred(v: Value) -> bool | None:
        obj = _bias_dict(obs, v)
        if not isinstance(obj, DictObj):
            return obj
        if not obj.complete or obj.int_keys or not obj.items or not all(_valid_tuple_key(k) for k in obj.items):
            return None
        biases = list(obj.items.values())
        if any(isinstance(b, Const) and type(b.value) is int for b in biases):
            return True
        if all(isinstance(b, Const) and type(b.value) is float for b in biases):
            return False
        return None

    return pred


def check_sequence_bias_int_values(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`sequence_bias` (generate's keyword, a passed GenerationConfig's field or the model's) a
    dict with tuple keys and a bias written as an int (`{(11,): -10}`): SequenceBiasLogitsProcessor
    raises "has to be a dict with floats as values" when generate builds its logits processors
    (runs: h118's, gpt2 stand-in, 4.57.6, 5.15.0, 5.23.0, 5.24.0, at generate, through a passed
    GenerationConfig and at a text-generation pipeline's call; HF192's facts on all 28 releases).
    The keys are checked first (an empty dict, a key that is no tuple, an empty tuple or a
    negative id raise other messages), so only a dict whose keys all pass is flagged."""
    return _sequence_bias_hit(
        obs, ctx, _int_biases, "HF192", "sequence_bias gives a bias as an int; every bias must be a float, e.g. {(11,): -10.0}"
    )


# ---------------------------------------------------------------- HF303

# What SequenceBiasLogitsProcessor's check of the list form makes of one `[ids, bias]` element:
# it reads `element[0]` (a list of ids, each an int above 0, or 0 or more from 5.18) and then
# `element[1]` (a float), so an element too short or no sequence at all fails with an IndexError
# or a TypeError of its own first (runs: h131's, gpt2 stand-in, all 28 releases).
_GOOD, _BAD, _OTHER = "good", "bad", "other"


def _pair_ids(v: Value, zero_ok: bool) -> str | None:
    """The ids of one pair: _GOOD a list of ids the check takes, _BAD no list or a list with an
    id it refuses, "list" a list whose ids hflint does not know (tokenizer.encode's; `all` over
    them never raises), None where not known."""
    if isinstance(v, Const):
        return _BAD  # (an id, a string, None: `isinstance(element[0], list)` fails)
    if isinstance(v, Seq):
        if v.is_tuple:
            return _BAD
        if v.count is not None:
            return "list"
        ids = [i for i in v.items if isinstance(i, Const)]
        if any(not isinstance(i.value, int) or i.value < (0 if zero_ok else 1) for i in ids):
            return _BAD  # (a negative id, 0 before 5.18, a string or a float: `all` stops there)
        return _GOOD if len(ids) == len(v.items) else "list"
    if isinstance(v, Items):
        if v.kind in ("ids", "list"):
            return "list"
        return _BAD if v.kind in ("tuple", "generator") else None
    return None


def _pair(v: Value, zero_ok: bool) -> str | None:
    """What the list form's check makes of one element: _GOOD, _BAD (its message), _OTHER
    (another error first: an empty element, one without a bias, an int), None where not known."""
    if isinstance(v, Const):
        return _OTHER if type(v.value) is int else None  # (`11[0]`: TypeError)
    if not isinstance(v, Seq) or v.count is not None:
        return None
    if not v.items:
        return _OTHER  # (`[][0]`: IndexError)
    ids = _pair_ids(v.items[0], zero_ok)
    if ids is None or ids == _BAD:
        return ids
    if len(v.items) < 2:
        return _OTHER if ids == _GOOD else None  # (`element[1]`: IndexError)
    bias = v.items[1]
    if isinstance(bias, Const):
        if type(bias.value) is not float:
            return _BAD  # (an int, a string, None; a bool is no float either)
        return _GOOD if ids == _GOOD else None
    return None


def _bad_pairs(obs: CallObservation, release: str):
    """sequence_bias in its list form (`[[ids, bias], ...]`) whose first element the check does
    not take is one it refuses with its message (not an error of its own): ids that are no list
    (a tuple, an id), an id below 1 (below 0 from 5.18) or no int, or a bias that is no float.
    The elements are read in order, as `any` reads them. None where not known."""
    zero_ok = at_least(release, "5.18")

    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return False
        if not isinstance(v, Seq) or v.is_tuple or v.count is not None:
            return False if isinstance(v, (Const, Seq)) else None  # (a tuple, a dict: other checks)
        for item in v.items:
            found = _pair(item, zero_ok)
            if found != _GOOD:
                return None if found is None else found == _BAD
        return False

    return pred


def check_sequence_bias_pairs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`sequence_bias` in its list form (generate's keyword, a passed GenerationConfig's field, a
    kwargs dict's, the model's, a text-generation pipeline call's) with a pair the processor
    refuses: "Each element in `sequence_bias` has to be a non-empty list of lists of positive
    integers and float" when generate builds its logits processors (runs: h131's, gpt2 stand-in,
    all 28 releases). A pair with too few items, or an element that is an int, fails with an
    IndexError or TypeError first and is not reported."""
    return _sequence_bias_hit(
        obs,
        ctx,
        lambda o: _bad_pairs(o, ctx.release.version),
        "HF303",
        "a pair of sequence_bias's list form is refused; each must be [list of token ids, float bias], e.g. [[11], -10.0]",
    )


def check_prefix_allowed_tokens_empty(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`prefix_allowed_tokens_fn` a function of the file that returns a list, tuple or set written
    out empty at the first step (core/constraints.py): PrefixConstrainedLogitsProcessor raises
    "returned an empty list for batch ID 0" after the first forward pass, in greedy search,
    sampling and beam search alike (runs: gpt2 stand-in, all 28 releases; HF198's facts). A
    function that returns an empty list only once the generated ids reach some state (a trie
    walked to its end, a closing token seen) is not reported: whether generation gets there
    depends on the tokens, and the walk does not run the steps."""
    if obs.kind != "generate" or not obs.first_empty:
        return None
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF198",
        eff.Outcome(True, True, obs.first_empty),
        span,
        "prefix_allowed_tokens_fn returns an empty collection at the first step; return at least one allowed token id "
        "(every id, list(range(model.config.vocab_size)), for no constraint)",
        evidence_from(obs.first_empty),
        (ignore_comment_fix(ctx.index, span.line, "HF198"),),
        values={"batch_id": "0", "end": " "},
    )


# ---------------------------------------------------------------- HF322


def _decay_scalar(v: Value) -> bool | None:
    """An `exponential_decay_length_penalty` given as one number instead of the pair (start_index,
    decay_factor): ExponentialDecayLengthPenalty indexes it (`[0]`) and Python raises a TypeError.
    A bool is a number to Python too but no one writes it; None builds no processor."""
    if v is UNKNOWN:
        return None
    return isinstance(v, Const) and type(v.value) in (int, float)


# Settings whose processors generate builds before the length penalty and that may raise first
# (HF173/HF181/HF182, HF186/HF192/HF196/HF197/HF303, HF198): a call that gives one is left alone.
_BUILT_BEFORE = ("bad_words_ids", "sequence_bias", "prefix_allowed_tokens_fn")
# Numbers compared as their processors are built before it: refused as strings (HF307, HF311, HF312).
_COMPARED_BEFORE = ("no_repeat_ngram_size", "min_length", "min_new_tokens")


def _text(v: Value) -> bool | None:
    return None if v is UNKNOWN else isinstance(v, Const) and isinstance(v.value, str)


def check_exponential_decay_not_a_pair(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF322: `exponential_decay_length_penalty` given as a single number: generate builds the
    ExponentialDecayLengthPenalty processor whenever the setting is not None (greedy, sampling
    and beam search alike) and its `__init__` indexes the value, so a float or an int raises
    TypeError "'float' object is not subscriptable" before the first token (runs: h147's, gpt2
    and t5-small stand-ins, all 28 releases; the call's keyword, a passed GenerationConfig, which
    accepts it, and an attribute write raise alike). Silent for Whisper's and unknown models,
    for a call that also gives a setting whose processor is built earlier, and for a penalty
    (repetition_penalty) that may be refused first (HF191)."""
    if obs.kind != "generate" or eff.kwarg(obs, "custom_generate") is not ABSENT:
        return None
    if eff.at_defaults(obs, ("exponential_decay_length_penalty",)):
        return None  # (nearly every call)
    given = eff.kwarg(obs, "exponential_decay_length_penalty")
    if (
        given is ABSENT
        and eff.kwarg(obs, "generation_config") is ABSENT
        and "exponential_decay_length_penalty" not in eff.attributes_written(obs)
    ):
        return None  # (a checkpoint's own file holds a pair or nothing)
    value = given if isinstance(given, Const) else eff.gen_setting(obs, "exponential_decay_length_penalty")
    bad = eff.test(value, _decay_scalar)
    if bad.never:
        return None
    models = eff.models(obs)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return None
    if any(eff.kwarg(obs, k) is not ABSENT for k in _BUILT_BEFORE):
        return None
    if any(not eff.test(eff.kwarg(obs, k), _text).never for k in _COMPARED_BEFORE):
        return None
    for key in ("repetition_penalty", "encoder_repetition_penalty"):
        # (a checkpoint's own penalty is a float above 0: only one the code gives may be refused)
        penalty = _setting_code_gives(obs, key)
        if penalty is not None and not eff.test(penalty, _bad_repetition_penalty).never:
            return None
    witness = bad.witness
    kind = type(witness.value).__name__ if isinstance(witness, Const) else "float"
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF322",
        bad,
        span,
        f"{where_set(witness, 'exponential_decay_length_penalty', ctx)}, one number; it takes a pair "
        "(start_index, decay_factor): the number of generated tokens after which the penalty starts, and how fast it grows",
        evidence_from(bad.origins),
        (ignore_comment_fix(ctx.index, span.line, "HF322"),),
        values={"kind": kind},
    )


# ---------------------------------------------------------------- HF335


# The bases a class of the script's own names when it is one logits processor or one stopping
# criteria (not a list of them): transformers' abstract classes and its concrete processors.
_SINGLE_BASES = ("LogitsProcessor", "LogitsWarper", "StoppingCriteria")
_SINGLE_SUFFIXES = ("LogitsProcessor", "LogitsWarper", "Criteria")
# Members that would give the object a length (or make it iterable like a list).
_LIST_MEMBERS = frozenset({"__len__", "__iter__", "__getitem__"})
# The sampling warpers generate builds after it merges the logits processors, and the stop
# strings' criteria it builds before it merges the stopping criteria: a call that sets one may
# meet that one's own error first (HF155, HF179, HF306, HF314, HF321, HF315, HF160).
_BUILT_BETWEEN = (
    "temperature",
    "top_k",
    "top_p",
    "min_p",
    "typical_p",
    "epsilon_cutoff",
    "eta_cutoff",
    "stop_strings",
)


def _single_class(obs: CallObservation, v: Value) -> str | None:
    """The name of the class of the script's own that `v` is an instance of, where that class
    subclasses a logits processor or a stopping criteria by name and defines no list members;
    None for anything else (a list, None, transformers' own instances, which the walk does not
    follow)."""
    obj = obs.heap.get(v)
    if not isinstance(obj, InstanceObj) or obj.cls is None:
        return None
    node = obj.cls.node
    names = []
    for base in node.bases:
        name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else None
        names.append(name)
    if not names or not any(n is not None and (n in _SINGLE_BASES or n.endswith(_SINGLE_SUFFIXES)) for n in names):
        return None
    if any(n is None or n.endswith("List") or n in ("list", "tuple") for n in names):
        return None
    defined = {st.name for st in node.body if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef))}
    return None if defined & _LIST_MEMBERS else node.name


def _single_object(obs: CallObservation, names: set[str]) -> Callable[[Value], bool | None]:
    """The test of one path's value: False for None or a list, True (its class's name added to
    `names`) for one processor or criteria of the script's own class, None for anything else."""

    def pred(v: Value) -> bool | None:
        if v is ABSENT or (isinstance(v, Const) and v.value is None) or isinstance(v, (Seq, Items)):
            return False
        name = _single_class(obs, v)
        if name is None:
            return None
        names.add(name)
        return True

    return pred


def check_processor_not_in_a_list(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """HF335: a logits processor or a stopping criteria of the script's own class handed to
    generate on its own: `_merge_criteria_processor_list` starts with `len(custom_list)` and
    Python raises TypeError "object of type 'X' has no len()" (runs: h161's, SmolLM2 and gpt2
    stand-ins, all 28 releases; the same objects in a LogitsProcessorList, a
    StoppingCriteriaList or a plain list run). The logits processors are merged before the
    sampling warpers are built, the stopping criteria after them and the stop strings' criteria:
    a stopping criteria is left alone where the call or a config sets one of those. Silent for
    unknown and Whisper models (Whisper's generate builds its own processors first) and for a
    repetition penalty that may be refused first (HF191)."""
    if obs.kind != "generate" or eff.kwarg(obs, "custom_generate") is not ABSENT:
        return None
    given = [(k, eff.kwarg(obs, k)) for k in ("logits_processor", "stopping_criteria")]
    if all(v is ABSENT or v is UNKNOWN for _, v in given):
        return None  # (nearly every call)
    models = eff.models(obs)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return None
    for key in ("repetition_penalty", "encoder_repetition_penalty"):
        penalty = _setting_code_gives(obs, key)
        if penalty is not None and not eff.test(penalty, _bad_repetition_penalty).never:
            return None
    for key, value in given:
        if value is ABSENT or value is UNKNOWN:
            continue
        if key == "stopping_criteria" and not eff.at_defaults(obs, _BUILT_BETWEEN):
            return None
        names: set[str] = set()
        bad = eff.test(value, _single_object(obs, names))
        if bad.never or not names:
            continue
        what = "logits processor" if key == "logits_processor" else "stopping criteria"
        listed = "LogitsProcessorList" if key == "logits_processor" else "StoppingCriteriaList"
        cls = sorted(names)[0]
        span = call_name_span(ctx.index, obs.node)
        return Hit(
            "HF335",
            bad,
            span,
            f"{key} is one {what} (a `{cls}`), not a list of them; generate merges it into its own list "
            f"with len(), so wrap it: {key}={listed}([...])",
            evidence_from(bad.origins),
            (ignore_comment_fix(ctx.index, span.line, "HF335"),),
            values={"cls": cls} if len(names) == 1 else {},
        )
    return None
