"""Abstract values with provenance: known constants, unknowns, one-of joins, and the heap objects they name."""

from __future__ import annotations

import ast
import itertools
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from hflint.core.findings import Flag, Span, immutable
from hflint.core.modelinfo import EncoderShape

# ---------------------------------------------------------------- plain values


class Value:
    """Base of every abstract value. Immutable; heap objects are reached through Ref."""

    __slots__ = ()


@immutable()
class Origin:
    """Where a value was decided, for evidence ("use_cache is set to False here")."""

    span: Span
    note: str
    path: str | None = None
    # Set when the value is the default of a command-line option or environment variable.
    flag: Flag | None = None
    # True when nothing set the value: a field the generation config at `span` leaves unset, read
    # with the release's default (findings then say "left unset", not "set to").
    unset: bool = False
    # (the numpy scalar type of the value: NumpyOrigin's; a class attribute, so the origin of
    # every other value hashes and compares its five fields only)
    dtype = None


@immutable()
class NumpyOrigin(Origin):
    """The origin of a number numpy typed (`np.int64(50)`, an element of an int array): `dtype`
    says which (`int64`, `float32`). The warpers' isinstance checks see the difference: an
    `np.int64` is not an `int`, an `np.float32` not a `float` (core/grids.py)."""

    dtype: str = "int64"  # type: ignore[assignment]

    def python(self) -> Origin:
        """The same origin for the number as Python's `int()`, `float()` or `.item()` gives it."""
        return Origin(self.span, self.note, self.path, self.flag, self.unset)


@immutable()
class UnknownValue(Value):
    def __repr__(self) -> str:
        return "UNKNOWN"


@immutable()
class AbsentValue(Value):
    """A key a complete dict or config does not hold on this path (so the fallback applies)."""

    def __repr__(self) -> str:
        return "ABSENT"


UNKNOWN = UnknownValue()
ABSENT = AbsentValue()


@immutable()
class Const(Value):
    value: Any
    origin: Origin | None = None
    # The literal that holds the value, for "fix at the origin" edits.
    node: ast.expr | None = field(default=None, compare=False, hash=False)


@immutable()
class Members(Value):
    """A set of known items (`{"max_new_tokens", "top_p"}`, `frozenset(names)`), whatever name
    holds it: what `in` asks of it. A set has no order the file decides, so it is never walked
    as a list of configurations."""

    items: tuple[Value, ...]


@immutable()
class OneOf(Value):
    """The value differs by path: each option is one path's value (never a OneOf itself).

    `guards`, when known, is parallel to `options`: for each option, the branch conditions
    (core/paths.py) that held on every path that gave the variable that option. An option may
    then appear more than once, under different guards."""

    options: tuple[Value, ...]
    guards: tuple[frozenset, ...] | None = None


@immutable()
class Symbol(Value):
    """A module-level name reached through imports: "transformers.AutoModelForCausalLM", "copy.deepcopy"."""

    qualname: str


@immutable()
class Ref(Value):
    """A heap object (mutable: dicts, generation configs, models, instances)."""

    oid: int


@immutable()
class Seq(Value):
    """A list or tuple literal (or a tuple returned by a helper).

    `count`, for a list the script computed rather than wrote out (`prompts[:n]`,
    `[prompt] * n`, `[p for _ in range(n)]`): the number that decided how many items it holds,
    with that number's origin (a command-line default, core/batches.py). Its `node` is set only
    where writing 1 there leaves at most one item, the fix a batch-size finding offers."""

    items: tuple[Value, ...]
    is_tuple: bool = True
    count: Const | None = field(default=None, compare=False, hash=False)
    # The positions of items that are an int of unknown value: a tokenizer's `eos_token_id`
    # where the table says the checkpoint's tokenizer has an eos token (its id in the vocabulary).
    ints: frozenset[int] = field(default=frozenset(), compare=False, hash=False)


@immutable()
class Items(Value):
    """A collection whose length the walk does not know: a list comprehension, a generator, a
    dataset (what a pipeline call may batch), or `tuple(...)` of any of them."""

    kind: str  # "list", "generator", "dataset", "tuple", "ids" (`tokenizer.encode(text)`: ints)
    origin: Origin | None = None


@immutable()
class PromptLen(Value):
    """The length of the sequences of a tokenized batch the walk follows, plus a known number:
    `inputs["input_ids"].shape[1] + 16` for a batch whose length hflint does not know. A
    StaticCache built with it as `max_cache_len=` is compared with the generate call given that
    same batch (HF156), whatever the tokenizer makes of the text."""

    batch: Ref
    plus: int = 0
    origin: Origin | None = None


@immutable()
class FuncVal(Value):
    node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda = field(compare=False)
    key: int  # id of the node: functions compare by identity
    owner: str | None = None  # class name for methods
    module_env: int = 0  # which module's globals (0: the analysed file)
    # A function defined inside another: the enclosing call's names (read when it is called).
    closure: dict | None = field(default=None, compare=False, hash=False, repr=False)
    # The parameters' default values as the `def` (or `lambda`) evaluated them, by name: Python
    # evaluates them once, where the function is defined, not at each call. None: not known
    # (a method found on its class, a test function walked as a root): read at the call.
    defaults: dict | None = field(default=None, compare=False, hash=False, repr=False)


@immutable()
class ClassVal(Value):
    node: ast.ClassDef = field(compare=False)
    key: int
    module_env: int = 0
    # A class defined inside a function: the enclosing call's names its methods read (as
    # FuncVal.closure), and its methods' defaults as the class body evaluated them (by the
    # method's key, then by parameter). None for a class defined at module level, whose defaults
    # live in its heap record (core/objects.py, ClassObj.defaults).
    closure: dict | None = field(default=None, compare=False, hash=False, repr=False)
    defaults: dict | None = field(default=None, compare=False, hash=False, repr=False)


@immutable()
class LazyImport(Value):
    """A name imported from a workspace module, walked only when the name is first used."""

    module: str | None
    level: int
    name: str | None  # None: the module itself (`import pkg.mod as m`)
    importer: str | None
    fallback: Value


@immutable()
class ModuleVal(Value):
    """A workspace module bound by `import pkg.mod as m` (its walked globals live in the resolver)."""

    key: int
    name: str


def join(a: Value, b: Value) -> Value:
    if a is b or a == b:
        return a
    if (type(a) is OneOf and a.guards is not None) or (type(b) is OneOf and b.guards is not None):  # type: ignore[union-attr]
        return join_guarded(guarded(a) + guarded(b))
    opts: list[Value] = []
    for v in itertools.chain(options(a), options(b)):
        if v not in opts:
            opts.append(v)
    if len(opts) == 1:
        return opts[0]
    # Bound the width: a value with very many paths is as good as unknown.
    if len(opts) > MAX_OPTIONS:
        return UNKNOWN
    return OneOf(tuple(opts))


MAX_OPTIONS = 16
_NO_GUARD: frozenset = frozenset()

# A guarded option: the value and the literals ((condition, truth) pairs) it holds under.
Guarded = tuple[Value, frozenset]


def guarded(v: Value) -> list[Guarded]:
    """The options of a value, each with its guard (empty: no condition known)."""
    if type(v) is OneOf:
        if v.guards is None:  # type: ignore[union-attr]
            return [(o, _NO_GUARD) for o in v.options]  # type: ignore[union-attr]
        return list(zip(v.options, v.guards))  # type: ignore[union-attr]
    return [(v, _NO_GUARD)]


def contradicts(guard: frozenset) -> bool:
    """Whether a guard holds a literal and its negation."""
    return any((cond, not truth) in guard for cond, truth in guard)


def join_guarded(pairs: Iterable[Guarded]) -> Value:
    """The value of the guarded options: an option under a weaker guard absorbs the same option
    under a stronger one, and two guards that differ in one literal's truth only merge."""
    pairs = list(pairs)
    try:
        distinct = len({v for v, _ in pairs}) == len(pairs)
    except TypeError:  # (a constant read from a file may hold a list)
        distinct = False
    if distinct:
        # Each option once: nothing to absorb or merge.
        if len(pairs) == 1:
            return pairs[0][0]
        if not pairs or len(pairs) > MAX_OPTIONS:
            return UNKNOWN
        if all(not g for _, g in pairs):
            return OneOf(tuple(v for v, _ in pairs))
        return OneOf(tuple(v for v, _ in pairs), tuple(g for _, g in pairs))
    out: list[Guarded] = []
    for v, g in pairs:
        if _absorbed(out, v, g):
            continue
        out = [(w, h) for w, h in out if not (w == v and g <= h)]
        # (v, g + {l}) and (v, g + {not l}) are (v, g).
        merged = True
        while merged:
            merged = False
            for i, (w, h) in enumerate(out):
                if w == v and len(h) == len(g):
                    diff = g - h
                    if len(diff) == 1:
                        ((cond, truth),) = diff
                        if (cond, not truth) in h:
                            del out[i]
                            g = g - diff
                            merged = True
                            break
        if not _absorbed(out, v, g):
            out = [(w, h) for w, h in out if not (w == v and g <= h)]
            out.append((v, g))
    if len(out) == 1:
        return out[0][0]
    if not out:
        return UNKNOWN
    if len(out) > MAX_OPTIONS:
        return UNKNOWN
    if all(not g for _, g in out):
        return OneOf(tuple(v for v, _ in out))
    return OneOf(tuple(v for v, _ in out), tuple(g for _, g in out))


def _absorbed(out: list[Guarded], v: Value, g: frozenset) -> bool:
    return any(w == v and h <= g for w, h in out)


def tag(v: Value, dnf: tuple[frozenset, ...]) -> list[Guarded]:
    """A value's options under each term of `dnf` (what held on the arm it came from); options
    whose guard contradicts the term are dropped (that arm never gave them)."""
    out: list[Guarded] = []
    for o, g in guarded(v):
        for term in dnf:
            both = g | term
            if not contradicts(both):
                out.append((o, both))
    return out


def join_tagged(a: Value, a_dnf: tuple[frozenset, ...], b: Value, b_dnf: tuple[frozenset, ...]) -> Value:
    """The join after a branch whose arms held `a_dnf` and `b_dnf`."""
    if a is b or a == b:
        return a
    return join_guarded(tag(a, a_dnf) + tag(b, b_dnf))


def join_all(values: Iterable[Value]) -> Value:
    out: Value | None = None
    for v in values:
        out = v if out is None else join(out, v)
    return UNKNOWN if out is None else out


def is_tuple(v: Value) -> bool:
    """Whether a value is a tuple: a literal, or `tuple(...)` of anything (Items "tuple")."""
    return (isinstance(v, Seq) and v.is_tuple) or (isinstance(v, Items) and v.kind == "tuple")


def int_const(v: Value) -> int | None:
    """The int a value surely is (not a bool), else None."""
    return v.value if isinstance(v, Const) and type(v.value) is int else None


def options(v: Value) -> tuple[Value, ...]:
    return v.options if isinstance(v, OneOf) else (v,)


def without_none(v: Value) -> Value:
    """The options of a method call's receiver that can answer the call: a `None` among others is
    left out (calling a method on None raises AttributeError before anything else happens, so the
    call goes on only along the other paths: `best = None` before a loop that keeps the best
    config, `self.model = None` until a lazy load). A value that is only None stays as it is."""
    if type(v) is not OneOf:
        return v
    kept = [(o, g) for o, g in guarded(v) if not (isinstance(o, Const) and o.value is None)]
    if not kept or len(kept) == len(v.options):  # type: ignore[union-attr]
        return v
    return join_guarded(kept)


def map_value(v: Value, fn: Callable[[Value], Value]) -> Value:
    if not isinstance(v, OneOf):
        out = fn(v)  # (one path, the common case: join_all of the one result, without the generator)
        return UNKNOWN if out is None else out
    if v.guards is not None:
        # Each option's result keeps the option's guard.
        return join_guarded(p for o, g in guarded(v) for p in tag(fn(o), (g,)))
    return join_all(fn(o) for o in v.options)


# ---------------------------------------------------------------- heap objects


@dataclass(slots=True)
class Obj:
    origin: Origin | None

    def copy(self) -> Obj:
        raise NotImplementedError

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        raise NotImplementedError

    def havoc(self) -> None:
        """An unknown function got hold of the object: forget what may have changed."""


# How two values of one field are joined: `join`, or a join that tags each side with its
# branch's condition (core/paths.py).
ValueJoin = Callable[[Value, Value], Value]


def _join_fields(
    a: dict[str, Value], b: dict[str, Value], missing_a: Value, missing_b: Value, jv: ValueJoin = join
) -> dict[str, Value]:
    # (in a's order, then b's own keys: a dict's order is what iterating it gives)
    out: dict[str, Value] = {}
    for key, mine in a.items():
        theirs = b.get(key, missing_b)
        out[key] = mine if mine is theirs else jv(mine, theirs)
    for key, theirs in b.items():
        if key not in a:
            out[key] = jv(missing_a, theirs)
    return out


@dataclass(slots=True)
class DictObj(Obj):
    items: dict[str, Value] = field(default_factory=dict)
    complete: bool = True  # False: there may be keys we do not know
    # `gc.to_dict()` of a generation config known in full (and dicts made from it by adding keys
    # the walk knows): the keys it does not list hold the release's defaults of GenerationConfig,
    # so `GenerationConfig.from_dict` of it rebuilds a config known in full. Every other reader
    # still sees an incomplete dict (which defaults it lists is the release's business).
    gen_defaults: bool = field(default=False, kw_only=True)
    # A key the walk keeps no text for is a plain int (a literal, or a comprehension keyed by a
    # token id): what `sequence_bias` rejects (HF186). Kept on both paths only.
    int_keys: bool = field(default=False, kw_only=True)
    # A key the walk keeps no text for is a tuple of token strings (a comprehension over words
    # the walk lists, keyed by `tuple(tokenizer.tokenize(word))`): what `sequence_bias` rejects
    # (HF197). Kept on both paths only; forgotten where keys may have been taken out.
    text_keys: bool = field(default=False, kw_only=True)
    # The items of a dict literal keyed by plain ints (`{0: {...}, 1: {...}}`, a table of settings
    # per rank), read back by `d[0]`. Emptied wherever the dict may gain or lose an int key the
    # walk does not know (havoc, a merge into it), so what it holds is the dict's on every path.
    int_items: dict[int, Value] = field(default_factory=dict, kw_only=True)

    def get(self, key: str) -> Value:
        if key in self.items:
            return self.items[key]
        return ABSENT if self.complete else UNKNOWN

    def copy(self) -> DictObj:
        return DictObj(
            self.origin,
            dict(self.items),
            self.complete,
            gen_defaults=self.gen_defaults,
            int_keys=self.int_keys,
            text_keys=self.text_keys,
            int_items=dict(self.int_items),
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, DictObj):
            return OpaqueObj(self.origin)
        complete = self.complete and other.complete
        # (a key one path lists and the other does not is joined with UNKNOWN: still a config's
        # field on both, the default where it is not listed)
        defaults = not complete and all(d.complete or d.gen_defaults for d in (self, other))
        return DictObj(
            self.origin,
            _join_fields(self.items, other.items, self.get_missing(), other.get_missing(), jv),
            complete,
            gen_defaults=defaults and type(other) is DictObj and type(self) is DictObj,
            int_keys=self.int_keys and other.int_keys,
            text_keys=self.text_keys and other.text_keys,
            int_items={k: jv(v, other.int_items[k]) for k, v in self.int_items.items() if k in other.int_items},
        )

    def get_missing(self) -> Value:
        return ABSENT if self.complete else UNKNOWN

    def havoc(self) -> None:
        self.items = {k: UNKNOWN for k in self.items}
        self.int_items = {}
        self.complete = False
        self.gen_defaults = False
        self.text_keys = False


@dataclass(slots=True)
class UserDictObj(DictObj):
    """An instance of a class of the analysed code derived from `dict` (an attribute dict): the
    dict it holds, its class (whose members, `__getattr__` and `__setattr__` its attributes go
    through, core/objects.py), the attributes set on it apart from its keys, and whether
    `self.__dict__ = self` made its attributes its keys."""

    cls: ClassVal | None = None  # None: its attributes are not followed
    attrs: dict[str, Value] = field(default_factory=dict)
    keyed: bool = False
    # Built by an `__init__` of its class's that has not called dict's yet: not complete until
    # it does (an `__init__` whose call of dict's the walk did not follow leaves it unknown).
    waiting: bool = False

    def copy(self) -> UserDictObj:
        return UserDictObj(self.origin, dict(self.items), self.complete, self.cls, dict(self.attrs), self.keyed, self.waiting)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        out = DictObj.join(self, other, jv)
        if isinstance(out, DictObj) and isinstance(other, UserDictObj) and (other.cls, other.keyed) == (self.cls, self.keyed):
            attrs = _join_fields(self.attrs, other.attrs, UNKNOWN, UNKNOWN, jv)
            waiting = self.waiting and other.waiting
            return UserDictObj(out.origin, out.items, out.complete, self.cls, attrs, self.keyed, waiting)
        return out  # (a dict all the same: its attributes are no longer followed)

    def havoc(self) -> None:
        DictObj.havoc(self)
        self.attrs = {k: UNKNOWN for k in self.attrs}
        self.waiting = False


@dataclass(slots=True)
class ConfigDictObj(DictObj):
    """An OmegaConf `DictConfig` (what `OmegaConf.create`, `load`, `merge` and hydra make): a dict
    whose attributes are its keys (core/confs.py). `interps` keeps, per key, the `${a.b}`
    interpolation written there (its item holds what it resolves to); `root` is the config it
    belongs to, against which they resolve again when a key of that config is written."""

    interps: dict[str, str] = field(default_factory=dict)
    root: Value | None = None

    def copy(self) -> ConfigDictObj:
        return ConfigDictObj(self.origin, dict(self.items), self.complete, dict(self.interps), self.root)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        out = DictObj.join(self, other, jv)
        if isinstance(out, DictObj) and isinstance(other, ConfigDictObj):
            same = self.interps == other.interps and self.root == other.root
            interps = dict(self.interps) if same else {}
            return ConfigDictObj(out.origin, out.items, out.complete, interps, self.root if same else None)
        return out


@dataclass(slots=True)
class _KindedDictObj(DictObj):
    """A dict of its own kind and no fields of its own: copies stay that kind, and so does a join
    with another of the same kind (with any other dict, a plain DictObj)."""

    def copy(self) -> DictObj:
        return type(self)(self.origin, dict(self.items), self.complete)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        out = DictObj.join(self, other, jv)
        if type(other) is type(self) and isinstance(out, DictObj):
            return type(self)(out.origin, out.items, out.complete)
        return out


@dataclass(slots=True)
class IniObj(_KindedDictObj):
    """A `configparser.ConfigParser`: its sections (each an IniSectionObj of strings) by name;
    not complete when it read a file the walk does not know (core/confs.py)."""


@dataclass(slots=True)
class IniSectionObj(_KindedDictObj):
    """A section of a ConfigParser (`parser["decoding"]`): option name -> the string written."""


# GenerationConfig's class defaults for the fields the rules read.
GENERATION_DEFAULTS: dict[str, Any] = {
    "use_cache": True,
    "cache_implementation": None,
    "cache_config": None,
    "num_beams": 1,
    "num_return_sequences": 1,
    "do_sample": False,
    "prompt_lookup_num_tokens": None,
    "assistant_early_exit": None,
    # (what get_generation_mode reads besides num_beams and do_sample: HF109 names the mode)
    "num_beam_groups": 1,
    "constraints": None,
    "force_words_ids": None,
    "repetition_penalty": 1.0,
    "max_new_tokens": None,
    # (the other modes moved to the hub: contrastive search and DoLa, HF178)
    "top_k": 50,
    "penalty_alpha": None,
    "dola_layers": None,
    # (whether generate's output holds `.scores`: HF323)
    "output_scores": False,
}


@dataclass(slots=True)
class GenConfigObj(Obj):
    """A GenerationConfig. Fields set in code are in `fields`; the rest come from `base`."""

    fields: dict[str, Value] = field(default_factory=dict)
    # "defaults": every other field has GenerationConfig's default (GenerationConfig(...)).
    # "unknown": other fields come from somewhere we cannot see (a checkpoint).
    base: str = "defaults"
    # Fields read from a file on disk (generation_config.json), with their origins.
    file_fields: dict[str, Value] = field(default_factory=dict)
    # The `GenerationConfig(...)` call that built it (fixes add a keyword there), if one did.
    node: ast.Call | None = field(default=None, compare=False, repr=False)
    # The `transformers_version` it carries, which 4.57's generate reads of the model's own
    # generation config before merging a passed one (core/effective.py): a Const str read from a
    # generation_config.json or the hub table; ABSENT where the running release writes its own
    # (built in code, made from the model config, a file without the key); UNKNOWN where unseen.
    written_by: Value = ABSENT
    # True when every field that neither `fields` nor `file_fields` holds has the release's
    # default, whichever field it is (GENERATION_DEFAULTS lists only those most rules read):
    # built with `GenerationConfig(...)` from keywords hflint reads, or read from a
    # generation_config.json known in full (catalog/checkpoints: `complete`). HF136 reads it.
    whole: bool = False
    # The fields last written as attributes (`gc.cache_implementation = "..."`, setattr), on some
    # path: a value validate() only meets at the next generate or save, not where it was written.
    attr_written: frozenset[str] = frozenset()
    # The `..._token_id` fields whose (unknown) value is a tokenizer's special token id
    # (`tokenizer.eos_token_id`, on every path): None or an id of its vocabulary, never negative.
    token_ids: frozenset[str] = frozenset()
    # Read from a folder the script saved (core/saved.py): the live config that was saved
    # (`saved_from`, a Ref) and, once loaded back, the fields the script wrote on that live
    # config after the save, which the folder therefore lacks (key -> the value written then).
    saved_from: Value = field(default=ABSENT, compare=False, repr=False)
    after_save: dict[str, Value] = field(default_factory=dict, compare=False, repr=False)

    def get(self, key: str, default: Value | None = None) -> Value:
        """The field's value; `default` (when given) stands for the class default of a field
        neither set nor read from a file (the release's own, where it differs by release)."""
        if key in self.fields:
            v = self.fields[key]
            return map_value(v, lambda o: self._fallback(key, default) if o is ABSENT else o)
        return self._fallback(key, default)

    def takes_default(self, key: str) -> bool:
        """Whether reading `key` may give the class default (a path leaves it unset)."""
        if key in self.file_fields or self.base != "defaults":
            return False
        return key not in self.fields or any(o is ABSENT for o in options(self.fields[key]))

    def _fallback(self, key: str, default: Value | None = None) -> Value:
        if key in self.file_fields:
            return self.file_fields[key]
        if self.base == "defaults":
            if default is not None:
                return default
            return Const(GENERATION_DEFAULTS[key]) if key in GENERATION_DEFAULTS else UNKNOWN
        return UNKNOWN

    def explicitly_set(self, key: str) -> bool:
        return key in self.fields

    def copy(self) -> GenConfigObj:
        return GenConfigObj(
            self.origin,
            dict(self.fields),
            self.base,
            dict(self.file_fields),
            self.node,
            self.written_by,
            self.whole,
            self.attr_written,
            self.token_ids,
            self.saved_from,
            dict(self.after_save),
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, GenConfigObj):
            return OpaqueObj(self.origin)
        base = self.base if self.base == other.base else "unknown"
        return GenConfigObj(
            self.origin,
            _join_fields(self.fields, other.fields, ABSENT, ABSENT, jv),
            base,
            _join_fields(self.file_fields, other.file_fields, UNKNOWN, UNKNOWN, jv),
            self.node if self.node is other.node else None,
            self.written_by if self.written_by is other.written_by else jv(self.written_by, other.written_by),
            self.whole and other.whole,
            self.attr_written | other.attr_written,
            self.token_ids & other.token_ids,
            self.saved_from if self.saved_from is other.saved_from else ABSENT,
            {k: v for k, v in self.after_save.items() if other.after_save.get(k) == v},
        )

    def havoc(self) -> None:
        self.fields = {k: UNKNOWN for k in self.fields}
        self.base = "unknown"
        self.whole = False


@dataclass(slots=True)
class ConfigObj(Obj):
    """A model's `config` (PretrainedConfig): the fields the rules read."""

    fields: dict[str, Value] = field(default_factory=dict)
    # A config class built in code (`BartConfig(decoder_layers=2, ...)`): only its layer counts are
    # kept (LAYER_FIELDS); the fields it leaves at the class's defaults are not known.
    partial: bool = False
    # True when the config is known to hold no generation field but those in `fields` (and token
    # ids): loaded from a checkpoint whose config.json the table knows sets none
    # (`no_generation_fields`), written since only in ways the walk read. What
    # `GenerationConfig.from_model_config` copies from it is then known in full.
    gen_known: bool = False
    # The fields the script itself set on this very config object, as attributes
    # (`model.config.num_beams = 4`) or through `config.update({...})`, on every path.
    written: frozenset[str] = frozenset()

    def get(self, key: str) -> Value:
        return self.fields.get(key, UNKNOWN)

    def copy(self) -> ConfigObj:
        return ConfigObj(self.origin, dict(self.fields), self.partial, self.gen_known, self.written)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ConfigObj):
            return OpaqueObj(self.origin)
        fields = _join_fields(self.fields, other.fields, UNKNOWN, UNKNOWN, jv)
        return ConfigObj(
            self.origin, fields, self.partial or other.partial, self.gen_known and other.gen_known, self.written & other.written
        )

    def havoc(self) -> None:
        self.fields = {}
        self.gen_known = False
        self.written = frozenset()


# `WatermarkingConfig.__init__`'s parameters, in order, with their defaults (every release).
WATERMARK_DEFAULTS: dict[str, Any] = {
    "greenlist_ratio": 0.25,
    "bias": 2.0,
    "hashing_key": 15485863,
    "seeding_scheme": "lefthash",
    "context_width": 1,
}


@dataclass(slots=True)
class WatermarkObj(ConfigObj):
    """A `WatermarkingConfig(...)`: its five settings (the defaults of those not given; none known
    when keywords the walk cannot read may set any). A config object as far as other readers go
    (what the walk made of it before); its settings are what `validate()` checks (HF342)."""

    def copy(self) -> WatermarkObj:
        return WatermarkObj(self.origin, dict(self.fields), self.partial, self.gen_known, self.written)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, WatermarkObj):
            return OpaqueObj(self.origin)
        return WatermarkObj(self.origin, _join_fields(self.fields, other.fields, UNKNOWN, UNKNOWN, jv), True)


@dataclass(slots=True)
class ModelObj(Obj):
    """A transformers model: its class, checkpoint, type and the configs generate and export read."""

    class_name: str = "?"  # the transformers class used to build it (AutoModelForCausalLM, ...)
    model_type: str | None = None
    model_type_origin: Origin | None = None
    checkpoint: Value = UNKNOWN
    vocab_size: int | None = None
    gen_config: Value = UNKNOWN  # Ref to a GenConfigObj, or UNKNOWN
    config: Value = UNKNOWN  # Ref to a ConfigObj
    load_kwargs: dict[str, Value] = field(default_factory=dict)
    # The call that loaded/built the model (for fixes "where the model was loaded").
    load_node: ast.Call | None = field(default=None, compare=False)
    # What reading the checkpoint's files skipped (a config.json that is not JSON, ...), for hover.
    checkpoint_notes: tuple[str, ...] = ()
    # A speech model's encoder shape, from its checkpoint's config or the table of hub names.
    encoder: EncoderShape | None = None
    # The library wrappers the walk reads as this model whose attributes lead back to it
    # (core/objects.py): "compiled" (`torch.compile(model)`, whose `_orig_mod` is the model),
    # "peft" (`get_peft_model(model, ...)`, whose `base_model.model` is the model).
    wrappers: frozenset[str] = frozenset()
    # When `vocab_size` is unknown: a number it is surely a multiple of (a
    # `resize_token_embeddings(len(tok), pad_to_multiple_of=64)` to a length the walk cannot count).
    vocab_multiple: int | None = None
    # The `resize_token_embeddings(...)` call that last set the vocabulary, if one did.
    resized: Origin | None = None
    # A `resize_token_embeddings(...)` call reached the model on some path (HF338 stays silent).
    rows_changed: bool = False

    def copy(self) -> ModelObj:
        return ModelObj(
            self.origin,
            self.class_name,
            self.model_type,
            self.model_type_origin,
            self.checkpoint,
            self.vocab_size,
            self.gen_config,
            self.config,
            dict(self.load_kwargs),
            self.load_node,
            self.checkpoint_notes,
            self.encoder,
            self.wrappers,
            self.vocab_multiple,
            self.resized,
            self.rows_changed,
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ModelObj):
            return OpaqueObj(self.origin)
        same = self.model_type == other.model_type
        return ModelObj(
            self.origin,
            self.class_name if self.class_name == other.class_name else "?",
            self.model_type if same else None,
            self.model_type_origin if same else None,
            jv(self.checkpoint, other.checkpoint),
            self.vocab_size if self.vocab_size == other.vocab_size else None,
            jv(self.gen_config, other.gen_config),
            jv(self.config, other.config),
            _join_fields(self.load_kwargs, other.load_kwargs, ABSENT, ABSENT, jv),
            self.load_node if self.load_node is other.load_node else None,
            self.checkpoint_notes + tuple(n for n in other.checkpoint_notes if n not in self.checkpoint_notes),
            self.encoder if self.encoder == other.encoder else None,
            self.wrappers & other.wrappers,
            self.vocab_multiple if self.vocab_multiple == other.vocab_multiple else None,
            self.resized if self.resized == other.resized else None,
            self.rows_changed or other.rows_changed,
        )


@dataclass(slots=True)
class TokenizerObj(Obj):
    checkpoint: Value = UNKNOWN
    # The pad token the script gave it (`tok.pad_token = ...`, `tok.pad_token_id = ...`,
    # `from_pretrained(..., pad_token=...)`): ABSENT while nothing did (the checkpoint's files
    # decide), Const(None) when set to None, anything else a pad token that may be set (HF166).
    pad: Value = ABSENT
    # The tokens written in the file that `add_tokens([...])` or `add_special_tokens({...})` gave
    # it on every path, each a Const str with the call that added it (HF338).
    added: tuple[Const, ...] = ()
    # The eos token the script gave it (`tok.eos_token = ...`): ABSENT while nothing did.
    eos: Value = ABSENT
    # Every call that may have grown it was read and `added` lists what each added, the same on
    # every path, and its loader took no keyword that may add tokens: `len(tok)` is the
    # checkpoint's length plus `added`'s new tokens (core/modelinfo.tokenizer_length).
    counted: bool = True

    def copy(self) -> TokenizerObj:
        return TokenizerObj(self.origin, self.checkpoint, self.pad, self.added, self.eos, self.counted)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, TokenizerObj):
            return OpaqueObj(self.origin)
        theirs = {c.value for c in other.added}
        return TokenizerObj(
            self.origin,
            jv(self.checkpoint, other.checkpoint),
            jv(self.pad, other.pad),
            tuple(c for c in self.added if c.value in theirs),
            jv(self.eos, other.eos),
            self.counted and other.counted and {c.value for c in self.added} == theirs,
        )


@dataclass(slots=True)
class BatchObj(Obj):
    """Tokenized inputs (`tokenizer(texts, return_tensors="pt")`): how many sequences."""

    batch_size: Value = UNKNOWN
    # At most how many tokens a sequence holds (Const int): a text written in the file, tokenized
    # with no option that pads or adds text, makes at most one token per byte plus the special
    # tokens (flow.Interpreter._tokenize); UNKNOWN otherwise.
    tokens: Value = UNKNOWN
    # How many tokens every sequence holds (Const int, with where that number was written): a
    # tensor made with a known shape (`torch.ones((2, 16))`, `torch.randint(..., (1, n))`) or
    # from literal ids of one length (core/batches.py); UNKNOWN otherwise (HF147).
    length: Value = UNKNOWN
    # At least how many tokens every sequence holds (Const int): a text written in the file makes
    # at least one token a word (no tokenizer's piece spans a space; core/batches.py), a tensor
    # of a known length that many; UNKNOWN otherwise (HF154).
    least: Value = UNKNOWN
    # Surely a tensor, not lists of ids: made by torch (`torch.tensor(...)`, `torch.ones(...)`) or
    # by a tokenizer called with `return_tensors=` a name (what `bad_words_ids` refuses, HF181).
    tensor: bool = False
    # What `tokenizer.apply_chat_template(..., return_tensors=...)` made under the assumed release
    # (flow.Interpreter._chat_template): "encoding", a BatchEncoding (5.x's default, or
    # `return_dict=True`), which generate cannot take as its input tensor (HF301); "tensor", the
    # ids tensor itself (4.x's default, or `return_dict=False`), which `**` cannot spread (HF302);
    # "spread", that tensor spread with `**` into a call; "" for every other batch, and where the
    # release or `return_dict` is not known.
    chat: str = ""
    # Made by a tokenizer called on one text (a str, not a list) without `return_tensors`: its
    # `input_ids` is one flat list of ids, as `tokenizer.encode(text)` makes (what
    # `bad_words_ids` wants wrapped in a list, HF173).
    one_text: bool = False
    # The text a tokenizer was called on, or the texts of a list, where each is written in the file
    # and the call passes no keyword that changes what it makes but padding (a Const str or a list
    # Seq of them), with its `add_special_tokens=` (ABSENT when not given); UNKNOWN otherwise. A
    # prompt whose text starts with the text a cache was prefilled with is that prefix and more
    # (core/prefixes.py; HF334).
    text: Value = UNKNOWN
    specials: Value = UNKNOWN
    # A token the tokenizer was given in the file (not in the checkpoint's vocabulary, if the rule
    # can tell) that surely is among the ids: written in the text, or the pad token of a batch whose
    # texts surely differ in length (a Const str with where it was added), and the tokenizer's
    # checkpoint; UNKNOWN otherwise (HF338).
    new_token: Value = UNKNOWN
    new_from: Value = UNKNOWN
    # For a new pad token: how many more words the longest text has than the shortest has bytes
    # (the special tokens a tokenizer adds must not make up the gap); None for a token in the text.
    new_gap: int | None = None
    # Keys the script wrote into the tokenizer's output after it was made (`batch["ids"] = [...]`
    # in a collate function), with their values (ABSENT once popped or deleted): `**batch` hands
    # them to generate as keywords too, which it rejects unless the model takes them (HF146).
    extra: dict[str, Value] = field(default_factory=dict)
    # The attention mask surely holds a padded position (a 0): texts written in the file that the
    # tokenizer surely pads (core/batches.surely_padded; HF347).
    padded: bool = False

    def copy(self) -> BatchObj:
        return BatchObj(
            self.origin,
            self.batch_size,
            self.tokens,
            self.length,
            self.least,
            self.tensor,
            self.chat,
            self.one_text,
            self.text,
            self.specials,
            self.new_token,
            self.new_from,
            self.new_gap,
            dict(self.extra),
            self.padded,
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, BatchObj):
            return OpaqueObj(self.origin)
        return BatchObj(
            self.origin,
            jv(self.batch_size, other.batch_size),
            jv(self.tokens, other.tokens),
            jv(self.length, other.length),
            jv(self.least, other.least),
            self.tensor and other.tensor,
            self.chat if self.chat == other.chat else "",
            self.one_text and other.one_text,
            self.text if self.text == other.text else UNKNOWN,
            self.specials if self.specials == other.specials else UNKNOWN,
            self.new_token if _same_const(self.new_token, other.new_token) else UNKNOWN,
            self.new_from if _same_const(self.new_from, other.new_from) else UNKNOWN,
            self.new_gap if self.new_gap is None or other.new_gap is None else min(self.new_gap, other.new_gap),
            _join_fields(self.extra, other.extra, ABSENT, ABSENT, jv) if self.extra or other.extra else {},
            self.padded and other.padded,
        )


@dataclass(slots=True)
class CacheObj(Obj):
    """A cache object built in code (`StaticCache(...)`, `DynamicCache()`)."""

    kind: str = "?"
    # `max_cache_len=` as written where it was built (a static cache's length); UNKNOWN otherwise.
    size: Value = UNKNOWN
    # A QuantizedCache's `backend` ("quanto", "hqq", "fp8"), its first argument; UNKNOWN otherwise.
    backend: Value = UNKNOWN
    # A StaticCache's `config=` (its first argument); UNKNOWN otherwise.
    config: Value = UNKNOWN
    # An EncoderDecoderCache's self-attention and cross-attention caches, as passed; () otherwise.
    parts: tuple[Value, ...] = ()
    # Whether an earlier call left tokens in it (Const(True) once a generate call or a forward pass
    # was given it, Const(False) as built and after `reset()`; core/carried.py); UNKNOWN when not followed.
    filled: Value = UNKNOWN
    # How many tokens the earlier calls left in it, at least and at most (Const ints; Const(0) as
    # built and after `reset()`), from the prompts' lengths and max_new_tokens of the calls that
    # filled it (core/carried.py); UNKNOWN when not known (HF154).
    held_least: Value = UNKNOWN
    held_most: Value = UNKNOWN
    # The class of a cache of kind "Cache" when it is known all the same (the DynamicCache a
    # plain decoder's generate call builds: core/carried.py); "" otherwise. Read by HF152.
    named: str = ""
    # Whether its tensors were made inside `torch.inference_mode()` (a StaticCache makes them at
    # its first update, in the mode of the call that first fills it): Const(None) not made yet,
    # Const(True) inside, Const(False) outside; UNKNOWN when not followed (HF183).
    inference: Value = UNKNOWN
    # When one generate call filled it from empty: the inputs it was given (a Ref to their
    # BatchObj) and its max_new_tokens (Const int), so that a call re-run with the same inputs
    # (a notebook cell run again) is read against its own prompt's length; UNKNOWN otherwise (HF154).
    filled_by: Value = UNKNOWN
    filled_new: Value = UNKNOWN
    # True once `reset()` was called on it under a release whose reset keeps a DynamicCache's
    # length (before 5.18: core/carried.py), on some path: its counts stay as they were (HF154).
    kept: bool = False
    # When one forward pass filled it from empty (the "re-use a prompt cache" recipe's prefill):
    # the inputs it fed (a Ref to their BatchObj), whose rows and text a later call is compared
    # with (HF334); UNKNOWN otherwise. Generate calls given it since keep it, as long as they are
    # followed: `beyond` is then at least how many tokens past that text's it holds (Const int;
    # Const(0) right after the prefill), which a later prompt that repeats the text is read
    # against (HF154).
    prefill: Value = UNKNOWN
    beyond: Value = UNKNOWN
    # Whether it offloads its layers to the CPU (OffloadedCache, OffloadedStaticCache, a Dynamic or
    # StaticCache built with `offloading=True`): its update calls torch.cuda (HF360); UNKNOWN otherwise.
    offloading: Value = UNKNOWN

    def copy(self) -> CacheObj:
        return CacheObj(
            self.origin,
            self.kind,
            self.size,
            self.backend,
            self.config,
            self.parts,
            self.filled,
            self.held_least,
            self.held_most,
            self.named,
            self.inference,
            self.filled_by,
            self.filled_new,
            self.kept,
            self.prefill,
            self.beyond,
            self.offloading,
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if isinstance(other, CacheObj) and other.kind == self.kind:
            parts = (
                tuple(jv(a, b) for a, b in zip(self.parts, other.parts, strict=True))
                if len(self.parts) == len(other.parts)
                else ()
            )
            return CacheObj(
                self.origin,
                self.kind,
                jv(self.size, other.size),
                jv(self.backend, other.backend),
                jv(self.config, other.config),
                parts,
                jv(self.filled, other.filled),
                jv(self.held_least, other.held_least),
                jv(self.held_most, other.held_most),
                self.named if self.named == other.named else "",
                jv(self.inference, other.inference),
                self.filled_by if self.filled_by == other.filled_by else UNKNOWN,
                jv(self.filled_new, other.filled_new),
                self.kept or other.kept,
                self.prefill if self.prefill == other.prefill else UNKNOWN,
                jv(self.beyond, other.beyond),
                jv(self.offloading, other.offloading),
            )
        return OpaqueObj(self.origin)


@dataclass(slots=True)
class OutputObj(Obj):
    """What `generate(..., return_dict_in_generate=True)` or a model's forward pass returns, as
    far as the next call reads it: the cache it leaves in `.past_key_values` (the cache a chat
    carries to its next turn; core/carried.py), and its `.scores`, None where the call surely
    asked for no scores (HF323). UNKNOWN when hflint cannot tell. `gens`: the observations of
    the generate call that made it, one per path (HF324 reads their batch and beam settings);
    None for a forward pass's output or where outputs of other calls were joined in."""

    cache: Value = UNKNOWN
    scores: Value = UNKNOWN
    gens: tuple | None = None

    def copy(self) -> OutputObj:
        return OutputObj(self.origin, self.cache, self.scores, self.gens)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, OutputObj):
            return OpaqueObj(self.origin)
        gens = self.gens if self.gens is other.gens else None
        if gens is None and self.gens is not None and other.gens is not None:
            gens = self.gens + tuple(g for g in other.gens if all(g is not h for h in self.gens))
        return OutputObj(self.origin, jv(self.cache, other.cache), jv(self.scores, other.scores), gens)


@dataclass(slots=True)
class QueueObj(Obj):
    """A `queue.Queue()` (or LifoQueue, SimpleQueue, PriorityQueue) built in code: what was put in.

    `items` joins every value `put` so far (None: nothing yet); a worker's `get()` gives one of
    them. `complete` is False once code the walk does not follow got hold of the queue (it may
    have put something else). `waiting`: how many items are in it now, where every put and take
    is one the walk saw on every path (None: not known; core/queues.py)."""

    items: Value | None = None
    complete: bool = True
    waiting: int | None = None

    def copy(self) -> QueueObj:
        return QueueObj(self.origin, self.items, self.complete, self.waiting)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, QueueObj):
            return OpaqueObj(self.origin)
        if self.items is None or other.items is None:
            items = self.items if other.items is None else other.items
        else:
            items = jv(self.items, other.items)
        waiting = self.waiting if self.waiting == other.waiting else None
        return QueueObj(self.origin, items, self.complete and other.complete, waiting)

    def havoc(self) -> None:
        self.complete = False
        self.waiting = None


@dataclass(slots=True)
class PipelineObj(Obj):
    """`pipeline("text-generation", model=..., assistant_model=...)` (core/pipelines.py builds it)."""

    model: Value = UNKNOWN
    assistant: Value = ABSENT
    kwargs: dict[str, Value] = field(default_factory=dict)  # every other keyword given to pipeline()
    task: str | None = None
    # The copy of the model's generation config the pipeline kept at construction (4.57-5.19).
    snapshot: Value = UNKNOWN
    model_named: bool = False  # the model was given by name (the pipeline loads it, and its tokenizer)
    assistant_named: bool = False  # likewise the assistant
    # Where `pipe.generation_config` was read (an AttributeError from 5.20, which keeps no copy).
    config_read: Origin | None = None
    # `pipe.tokenizer`: the tokenizer given (`tokenizer=`) or the one it loads by the model's name
    # (a TokenizerObj of that checkpoint); UNKNOWN where the walk cannot tell (HF166).
    tokenizer: Value = UNKNOWN
    # The task given to pipeline() when it is another than `task` knows (feature-extraction, ...).
    task_name: str | None = None

    def copy(self) -> PipelineObj:
        return PipelineObj(
            self.origin,
            self.model,
            self.assistant,
            dict(self.kwargs),
            self.task,
            self.snapshot,
            self.model_named,
            self.assistant_named,
            self.config_read,
            self.tokenizer,
            self.task_name,
        )

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, PipelineObj) or other.task != self.task:
            return OpaqueObj(self.origin)
        return PipelineObj(
            self.origin,
            jv(self.model, other.model),
            jv(self.assistant, other.assistant),
            _join_fields(self.kwargs, other.kwargs, ABSENT, ABSENT, jv),
            self.task,
            jv(self.snapshot, other.snapshot),
            self.model_named and other.model_named,
            self.assistant_named and other.assistant_named,
            self.config_read or other.config_read,
            jv(self.tokenizer, other.tokenizer),
            self.task_name if self.task_name == other.task_name else None,
        )


@dataclass(slots=True)
class ExportWrapperObj(Obj):
    """An ExecuTorch export wrapper built in code (`TorchExportableModuleWithStaticCache(model, ...)`,
    core/exporting.py): which wrapper, and the model it wraps (what calling it or its `export()`
    reads)."""

    wrapper: str = "?"
    model: Value = UNKNOWN
    # Where it was built and what that call was given (its own checks are asked again before a
    # finding on what is done with it: a wrapper whose construction raises is never called).
    node: ast.Call | None = None
    args: tuple[Value, ...] = ()
    kwargs: dict[str, Value] = field(default_factory=dict)
    opaque: bool = False

    def copy(self) -> ExportWrapperObj:
        return ExportWrapperObj(self.origin, self.wrapper, self.model, self.node, self.args, dict(self.kwargs), self.opaque)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, ExportWrapperObj) or other.wrapper != self.wrapper:
            return OpaqueObj(self.origin)
        if other.node is not self.node:
            # (built at two places: what each call was given is not one call's)
            return ExportWrapperObj(self.origin, self.wrapper, jv(self.model, other.model))
        return ExportWrapperObj(
            self.origin,
            self.wrapper,
            jv(self.model, other.model),
            self.node,
            tuple(jv(a, b) for a, b in zip(self.args, other.args, strict=True)) if len(self.args) == len(other.args) else (),
            _join_fields(self.kwargs, other.kwargs, ABSENT, ABSENT, jv),
            self.opaque or other.opaque or len(self.args) != len(other.args),
        )


@dataclass(slots=True)
class InstanceObj(Obj):
    """An instance of a class defined in the analysed code (`self.model = ...`)."""

    cls: ClassVal | None = None
    attrs: dict[str, Value] = field(default_factory=dict)

    def copy(self) -> InstanceObj:
        return InstanceObj(self.origin, self.cls, dict(self.attrs))

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, InstanceObj) or other.cls != self.cls:
            return OpaqueObj(self.origin)
        return InstanceObj(self.origin, self.cls, _join_fields(self.attrs, other.attrs, UNKNOWN, UNKNOWN, jv))

    def havoc(self) -> None:
        self.attrs = {k: UNKNOWN for k in self.attrs}


@dataclass(slots=True)
class OpaqueObj(Obj):
    """Paths disagree on what kind of object this is."""

    def copy(self) -> OpaqueObj:
        return OpaqueObj(self.origin)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        return self


# ---------------------------------------------------------------- the heap


class _Fork:
    """A moment a heap was copied: the ids changed since the fork before it (`changes`, only ever
    growing) and that fork. Heaps forked from one `_Fork` hold the same objects except for ids
    changed since, so a join compares those ids only, not the whole heap."""

    __slots__ = ("changes", "parent", "depth")

    def __init__(self, changes: set[int], parent: _Fork | None) -> None:
        self.changes: set[int] = changes
        self.parent: _Fork | None = parent
        self.depth: int = parent.depth + 1 if parent is not None else 0


class OidSpace:
    """Where heap ids come from. Workspace modules' heaps (cached, adopted by many files) draw
    from one shared space; each analysis of a document draws from a space of its own that starts
    at DOCUMENT_OIDS, so that walking the same statements from the same state makes the same ids
    (what lets an analysis resume from an earlier one's snapshot, core/journal.py)."""

    __slots__ = ("next",)

    def __init__(self, start: int) -> None:
        self.next = start


DOCUMENT_OIDS = 1 << 52  # above any id the shared space will reach
_SHARED_OIDS = OidSpace(1)
_oids = threading.local()  # analyses run in worker threads of the server


def next_oid() -> int:
    """The id the next object made in this thread will get (ids only grow)."""
    return getattr(_oids, "space", _SHARED_OIDS).next


@contextmanager
def allocating_in(space: OidSpace | None) -> Iterator[None]:
    """Heap.new draws from `space` (None: the shared space) in this thread until the block ends."""
    outer = getattr(_oids, "space", _SHARED_OIDS)
    _oids.space = space if space is not None else _SHARED_OIDS
    try:
        yield
    finally:
        _oids.space = outer


class Heap:
    """Heap objects by id, copied on write: a branch shares every object until it changes one.

    Each heap also knows its lineage (`fork`, and `changed`: ids written or created since that
    fork), so that joining the two sides of a branch costs what they changed, not what the
    heap holds; heaps of unrelated lineages are joined object by object.
    """

    __slots__ = ("objs", "owned", "fork", "changed")

    def __init__(
        self,
        objs: dict[int, Obj] | None = None,
        owned: set[int] | None = None,
        fork: _Fork | None = None,
        changed: set[int] | None = None,
    ) -> None:
        self.objs: dict[int, Obj] = objs if objs is not None else {}
        # Ids of the objects only this heap holds (free to change in place).
        self.owned: set[int] = owned if owned is not None else set(self.objs)
        self.fork = fork if fork is not None else _Fork(set(), None)
        self.changed: set[int] = changed if changed is not None else set()

    def new(self, obj: Obj) -> Ref:
        space = getattr(_oids, "space", _SHARED_OIDS)
        oid = space.next
        space.next = oid + 1
        self.objs[oid] = obj
        self.owned.add(oid)
        self.changed.add(oid)
        return Ref(oid)

    def adopt(self, objs: dict[int, Obj]) -> None:
        """Share the objects of another heap (a walked module's) that this one does not hold yet;
        never owned, so a write here copies them first."""
        if objs.keys() <= self.objs.keys():
            return  # (adopted before: a lazily imported name is forced at every use; this test runs in C)
        for oid, obj in objs.items():
            if oid not in self.objs:
                self.objs[oid] = obj
                self.changed.add(oid)

    def get(self, ref: Value) -> Obj | None:
        """The object, for reading only."""
        if isinstance(ref, Ref):
            return self.objs.get(ref.oid)
        return None

    def writable(self, ref: Value) -> Obj | None:
        """The object, for changing: copied first when another heap shares it."""
        if not isinstance(ref, Ref):
            return None
        obj = self.objs.get(ref.oid)
        if obj is None:
            return None
        self.changed.add(ref.oid)
        if ref.oid not in self.owned:
            obj = obj.copy()
            self.objs[ref.oid] = obj
            self.owned.add(ref.oid)
        return obj

    def snapshot(self, roots: Iterable[Value], guarded: list[OneOf] | None = None) -> Heap:
        """A frozen view of the objects reachable from `roots` (what one observed call can see).

        Only those objects are shared, so a snapshot costs what the call reaches, not the
        whole heap; this heap copies them before its next write. `guarded` receives the values
        met that carry branch conditions (core/paths.py).
        """
        seen: dict[int, Obj] = {}
        objs = self.objs
        stack: list = list(roots)
        while stack:
            v = stack.pop()
            kind = type(v)
            if kind is OneOf:
                if guarded is not None and v.guards is not None:
                    guarded.append(v)
                found = v.options
            elif kind is Ref or kind is Seq:
                found = (v,)
            else:
                continue  # (a constant, UNKNOWN, ...: nothing reached through it)
            for o in found:
                if type(o) is Ref:
                    if o.oid in seen:
                        continue
                    obj = objs.get(o.oid)
                    if obj is None:
                        continue
                    seen[o.oid] = obj
                    stack.extend(children(obj))
                elif type(o) is Seq:
                    stack.extend(o.items)
        self.owned.difference_update(seen)
        return Heap(seen, set())

    def copy(self) -> Heap:
        # From now on both heaps share every object: the next write on either side copies.
        # Both continue from a new fork that records what this heap changed before it.
        self.owned = set()
        self.fork = _Fork(self.changed, self.fork)
        self.changed = set()
        return Heap(dict(self.objs), set(), self.fork, set())

    def join(self, other: Heap, jv: ValueJoin | None = None) -> Heap:
        if jv is None:
            jv = join
        found = _since_common_fork(self.fork, self.changed, other.fork, other.changed)
        if found is None:
            return self._join_all(other, jv)
        # Only ids changed since the common fork, on either side, can differ.
        common, differ = found
        out = dict(self.objs)
        owned: set[int] = set()
        theirs_of = other.objs.get
        for oid in differ:
            mine = out.get(oid)
            theirs = theirs_of(oid)
            if theirs is None or theirs is mine:
                continue
            if mine is None:
                out[oid] = theirs
            else:
                out[oid] = mine.join(theirs, jv)
                owned.add(oid)
        fork, changed = _after_join(common, differ)
        return Heap(out, owned, fork, changed)

    def _join_all(self, other: Heap, jv: ValueJoin) -> Heap:
        out: dict[int, Obj] = {}
        owned: set[int] = set()
        for oid, obj in self.objs.items():
            theirs = other.objs.get(oid)
            if theirs is None or theirs is obj:
                out[oid] = obj
            else:
                out[oid] = obj.join(theirs, jv)
                owned.add(oid)
        for oid, obj in other.objs.items():
            if oid not in out:
                out[oid] = obj
        return Heap(out, owned)


class Env(dict):
    """Names to values, with the heap's lineage tracking: which names were bound since the fork
    the env was copied at, so that joining the two sides of a branch looks at those only.
    Every way of changing a dict is covered, so no write goes unrecorded."""

    __slots__ = ("fork", "changed")

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fork = _Fork(set(), None)
        self.changed: set = set(self)

    def __setitem__(self, key, value) -> None:
        self.changed.add(key)
        super().__setitem__(key, value)

    def __delitem__(self, key) -> None:
        self.changed.add(key)
        super().__delitem__(key)

    def pop(self, key, *default):
        self.changed.add(key)
        return super().pop(key, *default)

    def popitem(self):
        key, value = super().popitem()
        self.changed.add(key)
        return key, value

    def setdefault(self, key, default=None):
        self.changed.add(key)
        return super().setdefault(key, default)

    def update(self, *args, **kwargs) -> None:
        new = dict(*args, **kwargs)
        self.changed.update(new)
        super().update(new)

    def __ior__(self, other):  # type: ignore[misc]
        self.update(other)
        return self

    def clear(self) -> None:
        self.changed.update(self)
        super().clear()

    def fork_copy(self) -> Env:
        """A copy that, like this env from now on, continues from a new fork."""
        self.fork = _Fork(self.changed, self.fork)
        self.changed = set()
        out = Env.__new__(Env)
        dict.update(out, self)
        out.fork = self.fork
        out.changed = set()
        return out


def join_envs(a: dict, b: dict, join_value) -> dict:
    """The env after a branch: names bound alike on both sides kept, the others joined
    (`join_value(mine, theirs)`, with a missing name as None). Envs of one lineage compare
    only the names changed since their common fork."""
    missing = _MISSING_NAME
    found = None
    if isinstance(a, Env) and isinstance(b, Env):
        found = _since_common_fork(a.fork, a.changed, b.fork, b.changed)
    if found is not None:
        common, differ = found
        out = Env.__new__(Env)
        dict.update(out, a)
        theirs_of = b.get
        for key in differ:
            mine = dict.get(out, key, missing)
            theirs = theirs_of(key, missing)
            if mine is theirs:
                continue
            dict.__setitem__(out, key, join_value(None if mine is missing else mine, None if theirs is missing else theirs))
        out.fork, out.changed = _after_join(common, differ)
        return out
    out = Env(a)
    theirs_of = b.get
    for key, mine in a.items():
        theirs = theirs_of(key, missing)
        if theirs is not mine:
            dict.__setitem__(out, key, join_value(mine, None if theirs is missing else theirs))
    for key in b.keys() - a.keys():
        dict.__setitem__(out, key, join_value(None, b[key]))
    return out


_MISSING_NAME = object()


def _since_common_fork(a: _Fork, a_changed: set, b: _Fork, b_changed: set) -> tuple[_Fork, set] | None:
    """The nearest fork two lineages share and what changed on either side since (what can
    differ between them), or None for unrelated lineages."""
    common = _common_fork(a, b)
    if common is None:
        return None
    differ = a_changed | b_changed
    for start in (a, b):
        side: _Fork | None = start
        while side is not None and side is not common:
            differ |= side.changes
            side = side.parent
    return common, differ


def _after_join(common: _Fork, differ: set) -> tuple[_Fork, set]:
    """Where a join's result continues: the lineage before the common fork, having changed what
    changed up to that fork plus what differs (the set only grows, as forks need)."""
    if common.parent is None:
        return common, differ
    common.changes |= differ
    return common.parent, common.changes


def _common_fork(a: _Fork, b: _Fork) -> _Fork | None:
    """The nearest fork both lineages went through, or None for unrelated heaps."""
    x: _Fork | None = a
    y: _Fork | None = b
    while x is not y:
        if x is None or y is None:
            return None
        if x.depth > y.depth:
            x = x.parent
        elif y.depth > x.depth:
            y = y.parent
        else:
            x, y = x.parent, y.parent
    return x


def children(obj: Obj) -> list[Value]:
    """The values an object holds (where further objects can be reached)."""
    if isinstance(obj, UserDictObj):
        return list(obj.items.values()) + list(obj.attrs.values())
    if isinstance(obj, ConfigDictObj):
        return list(obj.items.values()) + ([obj.root] if obj.root is not None else [])
    if isinstance(obj, DictObj):
        return list(obj.items.values()) + list(obj.int_items.values())
    if isinstance(obj, GenConfigObj):
        return list(obj.fields.values()) + list(obj.file_fields.values())
    if isinstance(obj, ConfigObj):
        return list(obj.fields.values())
    if isinstance(obj, ModelObj):
        return [obj.gen_config, obj.config, obj.checkpoint, *obj.load_kwargs.values()]
    if isinstance(obj, PipelineObj):
        return [obj.model, obj.assistant, obj.snapshot, obj.tokenizer, *obj.kwargs.values()]
    if isinstance(obj, InstanceObj):
        return list(obj.attrs.values())
    if isinstance(obj, BatchObj):
        return [obj.batch_size]
    if isinstance(obj, QueueObj):
        return [] if obj.items is None else [obj.items]
    if isinstance(obj, CacheObj):
        return [obj.config, *obj.parts, obj.prefill]
    if isinstance(obj, OutputObj):
        return [obj.cache, obj.scores]
    if isinstance(obj, ExportWrapperObj):
        return [obj.model, *obj.args, *obj.kwargs.values()]
    return []


def map_fields(obj: Obj, fn: Callable[[Value], Value]) -> Obj:
    """The object with each value it holds passed through `fn` (itself when none changes)."""

    def mapped(d: dict[str, Value]) -> dict[str, Value] | None:
        out = {k: fn(v) for k, v in d.items()}
        return None if all(out[k] is v for k, v in d.items()) else out

    if isinstance(obj, UserDictObj):
        items, attrs = mapped(obj.items), mapped(obj.attrs)
        if items is None and attrs is None:
            return obj
        return UserDictObj(
            obj.origin,
            obj.items if items is None else items,
            obj.complete,
            obj.cls,
            obj.attrs if attrs is None else attrs,
            obj.keyed,
            obj.waiting,
        )
    if isinstance(obj, ConfigDictObj):
        items = mapped(obj.items)
        root = None if obj.root is None else fn(obj.root)
        if items is None and root is obj.root:
            return obj
        return ConfigDictObj(obj.origin, obj.items if items is None else items, obj.complete, obj.interps, root)
    if isinstance(obj, DictObj):
        items = mapped(obj.items)
        by_int = {k: fn(v) for k, v in obj.int_items.items()}
        if items is None and all(by_int[k] is v for k, v in obj.int_items.items()):
            return obj
        made = obj.copy()  # (of its own class: a ConfigParser or a section stays one)
        made.items = obj.items if items is None else items
        made.int_items = by_int
        return made
    if isinstance(obj, GenConfigObj):
        f, ff = mapped(obj.fields), mapped(obj.file_fields)
        if f is None and ff is None:
            return obj
        return GenConfigObj(
            obj.origin,
            obj.fields if f is None else f,
            obj.base,
            obj.file_fields if ff is None else ff,
            written_by=obj.written_by,
            whole=obj.whole,
            attr_written=obj.attr_written,
            token_ids=obj.token_ids,
        )
    if isinstance(obj, ConfigObj):
        f = mapped(obj.fields)
        return obj if f is None else ConfigObj(obj.origin, f, obj.partial, obj.gen_known, obj.written)
    if isinstance(obj, ModelObj):
        gen, cfg, ckpt, kw = fn(obj.gen_config), fn(obj.config), fn(obj.checkpoint), mapped(obj.load_kwargs)
        if gen is obj.gen_config and cfg is obj.config and ckpt is obj.checkpoint and kw is None:
            return obj
        out = obj.copy()
        out.gen_config, out.config, out.checkpoint = gen, cfg, ckpt
        if kw is not None:
            out.load_kwargs = kw
        return out
    if isinstance(obj, PipelineObj):
        model, assistant, kw = fn(obj.model), fn(obj.assistant), mapped(obj.kwargs)
        tokenizer = fn(obj.tokenizer)
        if model is obj.model and assistant is obj.assistant and kw is None and tokenizer is obj.tokenizer:
            return obj
        # (the rest as it was: its task, its copy of the generation config, ...)
        pipe = obj.copy()
        pipe.model, pipe.assistant, pipe.tokenizer = model, assistant, tokenizer
        if kw is not None:
            pipe.kwargs = kw
        return pipe
    if isinstance(obj, InstanceObj):
        attrs = mapped(obj.attrs)
        if attrs is not None and getattr(obj, "keeps_kind", False):
            kept = obj.copy()
            kept.attrs = attrs
            return kept
        return obj if attrs is None else InstanceObj(obj.origin, obj.cls, attrs)
    if isinstance(obj, BatchObj):
        size = fn(obj.batch_size)
        return (
            obj if size is obj.batch_size else BatchObj(obj.origin, size, obj.tokens, obj.length, obj.least, obj.tensor, obj.chat)
        )
    if isinstance(obj, CacheObj) and (
        obj.config is not UNKNOWN or obj.parts or obj.filled_by is not UNKNOWN or obj.prefill is not UNKNOWN
    ):
        config, parts, by, prefill = fn(obj.config), tuple(fn(p) for p in obj.parts), fn(obj.filled_by), fn(obj.prefill)
        unchanged = config is obj.config and by is obj.filled_by and prefill is obj.prefill
        if unchanged and all(a is b for a, b in zip(parts, obj.parts, strict=True)):
            return obj
        return CacheObj(
            obj.origin,
            obj.kind,
            obj.size,
            obj.backend,
            config,
            parts,
            obj.filled,
            obj.held_least,
            obj.held_most,
            obj.named,
            obj.inference,
            by,
            obj.filled_new,
            obj.kept,
            prefill,
            obj.beyond,
            obj.offloading,
        )
    if isinstance(obj, OutputObj):
        cache, scores = fn(obj.cache), fn(obj.scores)
        return obj if cache is obj.cache and scores is obj.scores else OutputObj(obj.origin, cache, scores, obj.gens)
    if isinstance(obj, ExportWrapperObj):
        model = fn(obj.model)
        if model is obj.model:
            return obj
        return ExportWrapperObj(obj.origin, obj.wrapper, model, obj.node, obj.args, obj.kwargs, obj.opaque)
    if isinstance(obj, QueueObj) and obj.items is not None:
        held = fn(obj.items)
        return obj if held is obj.items else QueueObj(obj.origin, held, obj.complete, obj.waiting)
    return obj


def deep_copied(v: Value, heap: Heap) -> Value:
    """What `copy.deepcopy` of `v` gives (and torch's quantization functions, which deep-copy the
    model they are given): each object `v` may be is copied, and so are the models' generation
    configs and configs and the dicts they hold (`cache_config`), so that writing to the copy
    leaves the original alone. Other objects reached (a user's instance, a pipeline) are shared,
    as a shallow copy would."""
    return _deep(v, heap, {})


# (module-level functions, not closures calling each other: those would make a reference cycle
# per copy, which an analysis must not leave behind, tests/unit/test_engine.py)
def _deep(x: Value, heap: Heap, memo: dict[int, Ref]) -> Value:
    if not any(isinstance(o, Ref) for o in options(x)):
        return x
    return map_value(x, lambda o: _deep_one(o, heap, memo))


def _deep_one(o: Value, heap: Heap, memo: dict[int, Ref]) -> Value:
    if not isinstance(o, Ref):
        return o
    if o.oid in memo:
        return memo[o.oid]
    obj = heap.get(o)
    if obj is None:
        return o
    new = obj.copy()
    ref = memo[o.oid] = heap.new(new)
    if isinstance(new, ModelObj):
        new.gen_config = _deep(new.gen_config, heap, memo)
        new.config = _deep(new.config, heap, memo)
    elif isinstance(new, GenConfigObj):
        new.fields = {k: _deep(x, heap, memo) for k, x in new.fields.items()}
        new.file_fields = {k: _deep(x, heap, memo) for k, x in new.file_fields.items()}
    elif isinstance(new, ConfigObj):
        new.fields = {k: _deep(x, heap, memo) for k, x in new.fields.items()}
    elif type(new) is DictObj:
        new.items = {k: _deep(x, heap, memo) for k, x in new.items.items()}
        new.int_items = {k: _deep(x, heap, memo) for k, x in new.int_items.items()}
    return ref


def _same_const(a: Value, b: Value) -> bool:
    return isinstance(a, Const) and isinstance(b, Const) and a.value == b.value
