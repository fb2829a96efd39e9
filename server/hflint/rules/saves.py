"""HF136, HF145 and HF167: a generation config that `save_pretrained`, `validate(strict=True)` or
`Seq2SeqTrainer(...)` refuses (its minor issues); HF164 and HF325: a save or a Seq2SeqTrainer
stopped by one of validate()'s own checks."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any

from hflint.catalog import Fact
from hflint.core import effective as eff
from hflint.core.flow import CallObservation
from hflint.core.trainers import TrainerObj
from hflint.core.values import ABSENT, UNKNOWN, Const, DictObj, GenConfigObj, ModelObj, Origin, Value, options
from hflint.rules.assisted import _ignore, _span, valid_implementations
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, evidence_from
from hflint.rules.genvalidate import GENERATE_ONLY_457

# GenerationConfig()'s value of each field validate() reads (`__init__` in
# generation/configuration_utils.py): 4.57 gives each a value; 5.0 to 5.24 leave them all None.
_DEFAULTS_4 = {
    "pad_token_id": None,
    "do_sample": False,
    "temperature": 1.0,
    "top_p": 1.0,
    "min_p": None,
    "typical_p": 1.0,
    "top_k": 50,
    "epsilon_cutoff": 0.0,
    "eta_cutoff": 0.0,
    "num_beams": 1,
    "early_stopping": False,
    "length_penalty": 1.0,
    "use_cache": True,
    "cache_implementation": None,
    "cache_config": None,
    "return_legacy_cache": None,
    "return_dict_in_generate": False,
    "output_attentions": False,
    "output_hidden_states": False,
    "output_scores": False,
    "output_logits": None,
    "max_new_tokens": None,
    "num_return_sequences": 1,
}

# The sampling-only flags in the order validate() checks them, each with the value that is no
# issue (None: any value set is one). top_h exists from 5.0.
_SAMPLING = (
    ("temperature", 1.0),
    ("top_p", 1.0),
    ("min_p", None),
    ("top_h", None),
    ("typical_p", 1.0),
    ("top_k", 50),
    ("epsilon_cutoff", 0.0),
    ("eta_cutoff", 0.0),
)
_OUTPUT_FLAGS = ("output_attentions", "output_hidden_states", "output_scores", "output_logits")
# Fields whose own checks in validate() raise another error first (or that hflint does not
# model): a config that sets one of them in code is left alone. The generate-only arguments are
# HF174's list (4.57's, the longer one).
_OTHER_CHECKS = frozenset(
    {
        "compile_config",
        "watermarking_config",
        "assistant_ensemble_weight",
        "suppress_tokens",
        "forced_bos_token_id",
        "forced_eos_token_id",
        *GENERATE_ONLY_457,
    }
)
# Classes whose models have no generation config to save (can_generate() is False).
_NO_GENERATE_SUFFIXES = ("Model", "ForSequenceClassification", "ForTokenClassification", "ForQuestionAnswering", "ForMaskedLM")

_UNKNOWN_FIELD = object()
# A field holding a tokenizer's special token id (`tokenizer.eos_token_id`): None or an id of its
# vocabulary, which validate() never finds negative; its exact value is unknown.
_TOKEN_ID = object()
# The field that decides whether a part's flags count (named in the finding's detail).
_DECIDED_BY = {"sampling": "do_sample", "beams": "num_beams", "cache": "use_cache", "output": "return_dict_in_generate"}


@dataclass(frozen=True, slots=True)
class _Issue:
    name: str  # the attribute the line names
    part: str  # the catalog part: sampling, beams, cache, output, pad_token_id
    value: Any
    origin: Origin | None


def _python(value: Value, obs: CallObservation) -> Any:
    """The Python value a field holds on its one path, or _UNKNOWN_FIELD."""
    if isinstance(value, Const):
        v = value.value
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        return _UNKNOWN_FIELD
    obj = obs.heap.get(value) if value is not UNKNOWN and value is not ABSENT else None
    if isinstance(obj, DictObj) and obj.complete:
        out = {}
        for k, v in obj.items.items():
            item = _python(v, obs)
            if item is _UNKNOWN_FIELD or v is ABSENT or not isinstance(k, str):
                return _UNKNOWN_FIELD
            out[k] = item
        return out
    return _UNKNOWN_FIELD


class _Config:
    """One generation config built in code, read as the release sees it."""

    def __init__(self, gc: GenConfigObj, obs: CallObservation, v5: bool) -> None:
        self.gc = gc
        self.obs = obs
        self.v5 = v5

    def get(self, key: str) -> tuple[Any, Origin | None]:
        """The field's value (as the release's Python holds it) and where it was set."""
        value = self.gc.fields.get(key, ABSENT)
        if value is ABSENT:
            return self.loaded(key)
        if value is UNKNOWN and key in self.gc.token_ids:
            return _TOKEN_ID, None
        return self._read(value)

    def loaded(self, key: str) -> tuple[Any, Origin | None]:
        """The value before the script's writes: the file's, else the release's default."""
        value = self.gc.file_fields.get(key, ABSENT)
        if value is ABSENT:
            return (None if self.v5 else _DEFAULTS_4.get(key)), None
        return self._read(value)

    def _read(self, value: Value) -> tuple[Any, Origin | None]:
        if len(options(value)) != 1:
            return _UNKNOWN_FIELD, None
        return _python(value, self.obs), value.origin if isinstance(value, Const) else None

    def modified(self) -> bool | None:
        """Whether the script changed a field since the config was loaded (None: cannot tell).
        From 5.23 save_pretrained validates strictly only a modified config."""
        unknown = False
        for key in self.gc.fields:
            now, before = self.get(key)[0], self.loaded(key)[0]
            if now is _UNKNOWN_FIELD or before is _UNKNOWN_FIELD or now is _TOKEN_ID:
                unknown = True  # (a field changed for certain decides it, whatever this one holds)
                continue
            if now != before or type(now) is not type(before):
                return True
        return None if unknown else False


def _known_in_full(gc: GenConfigObj) -> bool:
    """`GenerationConfig(...)` with keywords hflint reads (or `from_dict` of a dict it knows in
    full), or a checkpoint's generation_config.json known in full, then attribute writes: every
    field hflint has not seen has the release's default. Any other loaded config may set fields
    hflint does not read (a chat model's temperature, top_p...): HF136 stays silent on it."""
    return gc.base == "defaults" and gc.whole


def _issues(cfg: _Config, ctx: RuleContext) -> list[_Issue] | None:
    """validate()'s minor issues in its order, or None when hflint cannot tell them all (or a
    check before them raises another error)."""
    v5 = cfg.v5
    keys = set(cfg.gc.fields)
    if keys & _OTHER_CHECKS:
        return None
    values: dict[str, tuple[Any, Origin | None]] = {}
    needed = ["pad_token_id", "do_sample", "num_beams", "use_cache", "return_dict_in_generate", "early_stopping"]
    needed += ["max_new_tokens", "num_return_sequences", "cache_implementation"]
    for key in needed:
        values[key] = cfg.get(key)
        if values[key][0] is _UNKNOWN_FIELD:
            return None
    value = {k: v for k, (v, _) in values.items()}
    # The checks that raise their own error before the issues are listed.
    if value["early_stopping"] not in ({None, True, False, "never"} if v5 else {True, False, "never"}):
        return None
    if isinstance(value["early_stopping"], str) and value["early_stopping"] != "never":
        return None
    max_new = value["max_new_tokens"]
    if max_new is not None and (not isinstance(max_new, int) or max_new <= 0):
        return None
    if value["num_return_sequences"] not in (None, 1):
        return None
    impl = value["cache_implementation"]
    if impl is not None:
        valid = valid_implementations(ctx)
        if valid is None or impl not in valid:
            return None
    out: list[_Issue] = []

    def add(name: str) -> bool:
        """Read a field into `values`: False when hflint cannot tell it."""
        if name not in values:
            values[name] = cfg.get(name)
        return values[name][0] is not _UNKNOWN_FIELD

    pad = value["pad_token_id"]
    if pad is not None and pad is not _TOKEN_ID:
        if not isinstance(pad, (int, float)) or isinstance(pad, bool):
            return None
        if pad < 0:
            out.append(_Issue("pad_token_id", "pad_token_id", pad, values["pad_token_id"][1]))
    do_sample = value["do_sample"]
    if (do_sample is not True) if v5 else (do_sample is False):
        for name, neutral in _SAMPLING:
            if name == "top_h" and not v5:
                continue
            if not add(name):
                return None
            v, origin = values[name]
            if v is None:
                continue
            if neutral is None or v != neutral:
                out.append(_Issue(name, "sampling", v, origin))
    num_beams = value["num_beams"]
    if num_beams == 1 or (v5 and num_beams is None):
        early, early_origin = values["early_stopping"]
        if (early is not None or not v5) and early is not False:
            out.append(_Issue("early_stopping", "beams", early, early_origin))
        if not add("length_penalty"):
            return None
        lp, lp_origin = values["length_penalty"]
        if lp is not None and lp != 1.0:
            out.append(_Issue("length_penalty", "beams", lp, lp_origin))
    if value["use_cache"] is False:
        for name in ("cache_implementation", "cache_config") + (() if v5 else ("return_legacy_cache",)):
            if not add(name):
                return None
            v, origin = values[name]
            if v is not None:
                out.append(_Issue(name, "cache", v, origin))
    if value["return_dict_in_generate"] is not True:
        for name in _OUTPUT_FLAGS:
            if not add(name):
                return None
            v, origin = values[name]
            if v is True:
                out.append(_Issue(name, "output", v, origin))
    return out


def _configs(obs: CallObservation) -> list[GenConfigObj | None]:
    """The generation config each path of the call saves (None where hflint cannot tell)."""
    out: list[GenConfigObj | None] = []
    for obj in eff.objects_of(obs, obs.model):
        if isinstance(obj, TrainerObj):
            model = obj.attrs.get("model", UNKNOWN)
            objs = eff.objects_of(obs, model)
        else:
            objs = [obj]
        for o in objs:
            if isinstance(o, GenConfigObj):
                out.append(o)
            elif isinstance(o, ModelObj):
                name = o.class_name
                if name == "?" or name.endswith(_NO_GENERATE_SUFFIXES):
                    out.append(None)
                    continue
                out.extend(g if isinstance(g, GenConfigObj) else None for g in eff.objects_of(obs, o.gen_config))
            else:
                out.append(None)
    return out


def _render(value: Any) -> str:
    return str(value)


def check_invalid_save(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    configs = _configs(obs)
    # (5.23: a config loaded by from_pretrained keeps a hash of itself, one built in code has none)
    return _invalid_config_hit("HF136", configs, obs, ctx, at_least(ctx.release.version, "5.23"))


def check_strict_validate(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`gc.validate(strict=True)`: the same minor issues a save finds, raised without the save's
    sentence (runs: HF145's, 4.57.6, 5.0.0, 5.7.0, 5.15.0, 5.23.0, 5.24.0). A direct call counts
    every field as the user's in every release and, unlike a 5.23 save, is strict whether or not
    the config changed since it was loaded."""
    if obs.kind != "genconfig" or obs.callee != "GenerationConfig.validate" or obs.opaque_kwargs:
        return None
    strict = obs.args[0] if obs.args else obs.kwargs.get("strict", ABSENT)
    if len(obs.args) > 1 or set(obs.kwargs) - {"strict"}:
        return None
    if not (isinstance(strict, Const) and strict.value is True):
        return None  # (validate() alone only logs the issues; an unknown flag: stay silent)
    configs: list[GenConfigObj | None] = [o if isinstance(o, GenConfigObj) else None for o in eff.objects_of(obs, obs.model)]
    return _invalid_config_hit("HF145", configs, obs, ctx, False)


def check_trainer_config(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`Seq2SeqTrainer(...)` given `Seq2SeqTrainingArguments(generation_config=...)`: the trainer
    validates a copy of the config (or the one it reads from the folder or hub name given) with
    `validate(strict=True)` when it is built, every field counting as the user's, and adds "Fix
    these issues to train your model." (trainer_seq2seq.py, runs of 4.57.6, 5.15.0, 5.23.0 and
    5.24.0). The model's own generation config is not checked there."""
    if obs.kind != "trainer-config":
        return None
    configs: list[GenConfigObj | None] = [o if isinstance(o, GenConfigObj) else None for o in eff.objects_of(obs, obs.model)]
    return _invalid_config_hit("HF167", configs, obs, ctx, False)


def _raising_fact(code: str, ctx: RuleContext) -> Fact | None:
    """The fact of `code` for the release when it raises with a message of parts, else None."""
    entry = ctx.catalog.get(code)
    if entry is None:
        return None
    fact, _ = entry.nearest_fact(ctx.release.version)
    return fact if fact.raised and fact.parts else None


def _invalid_config_hit(
    code: str, configs: list[GenConfigObj | None], obs: CallObservation, ctx: RuleContext, strict_if_modified: bool
) -> Hit | None:
    """The minor issues of the configs a call validates strictly, as `code`'s message lists them."""
    fact = _raising_fact(code, ctx)
    if fact is None:
        return None
    v5 = at_least(ctx.release.version, "5.0")
    # Every path must hold a config hflint knows in full, with the same issues: the message
    # lists them all, word for word.
    if not configs or any(gc is None or not _known_in_full(gc) for gc in configs):
        return None
    found: list[list[_Issue]] = []
    for gc in configs:
        assert gc is not None
        cfg = _Config(gc, obs, v5)
        if strict_if_modified and gc.node is None and cfg.modified() is not True:
            return None
        issues = _issues(cfg, ctx)
        if issues is None:
            return None
        found.append(issues)
    first = found[0]
    if not first or any([(i.name, i.value) for i in f] != [(i.name, i.value) for i in first] for f in found[1:]):
        return None
    num_beams = _Config(configs[0], obs, v5).get("num_beams")[0]  # type: ignore[arg-type]
    lines = []
    for issue in first:
        text = fact.parts[issue.part].format(name=issue.name, value=_render(issue.value), num_beams=_render(num_beams))
        lines.append(fact.parts["line"].format(name=issue.name, issue=text))
    cfg = _Config(configs[0], obs, v5)  # type: ignore[arg-type]
    said: list[str] = []
    origins_list: list[Origin] = []
    for issue in first:
        for name in (_DECIDED_BY.get(issue.part), issue.name):
            if name is None or any(s.startswith(f"{name}=") for s in said):
                continue
            value, origin = (issue.value, issue.origin) if name == issue.name else cfg.get(name)
            said.append(f"{name}={value!r}" + (f" (line {origin.span.line})" if origin is not None else ""))
            if origin is not None:
                origins_list.append(origin)
    origins = tuple(origins_list)
    lead = {"HF136": "the generation config it saves has ", "HF167": "the generation config of the training arguments has "}
    detail = lead.get(code, "the generation config has ") + ", ".join(said)
    return Hit(
        code,
        eff.Outcome(True, True, origins),
        _span(obs, ctx),
        detail,
        evidence_from(origins),
        (_ignore(obs, ctx, code),),
        values={"issues": "\n".join(lines)},
    )


# ---------------------------------------------------------------- HF164

# Fields whose own check in validate() raises outright, in the order validate() runs them
# (4.57.6 to 5.24.0); num_return_sequences' check (with num_beams and do_sample) comes after.
_HARD_FIELDS = ("early_stopping", "max_new_tokens", "cache_implementation")
_RETURNS_FIELDS = ("num_return_sequences", "num_beams", "do_sample")
# A value a config read or built without an attribute write holds: validate() passed it when
# the config was built or loaded, so its own check passes; its exact value is not known.
_PASSED = object()


@dataclass(frozen=True, slots=True)
class _HardError:
    part: str  # the catalog part naming the check
    value: Any
    num_beams: Any
    origin: Origin | None
    said: str


def _hard_value(cfg: _Config, key: str) -> tuple[Any, Origin | None]:
    """A field as the save's validate() reads it: the script's value, else (a config hflint
    knows in full) the file's or the release's default, else _PASSED."""
    if key in cfg.gc.fields:
        return cfg.get(key)
    if _known_in_full(cfg.gc):
        return cfg.loaded(key)
    return _PASSED, None


def _fails(key: str, value: Any, ctx: RuleContext, v5: bool) -> bool | None:
    """Whether a field's own check raises (None: hflint cannot tell)."""
    if value is _PASSED:
        return False
    if value is _UNKNOWN_FIELD or value is _TOKEN_ID:
        return None
    if key == "early_stopping":
        if isinstance(value, dict):
            return None
        return value not in ({None, True, False, "never"} if v5 else {True, False, "never"})
    if key == "max_new_tokens":
        if value is None:
            return False
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        return value <= 0
    if value is None:
        return False
    valid = valid_implementations(ctx)
    if valid is None or not isinstance(value, str):
        return None
    return value not in valid


def _hard_error(cfg: _Config, ctx: RuleContext, v5: bool) -> _HardError | None | bool:
    """The first check of validate() that raises on this config at a save, False when none
    does, None when hflint cannot tell or the check already raised where the config was built."""
    gc = cfg.gc
    if set(gc.fields) & _OTHER_CHECKS:
        return None
    for key in _HARD_FIELDS:
        value, origin = _hard_value(cfg, key)
        fails = _fails(key, value, ctx, v5)
        if fails is None:
            return None
        if not fails:
            continue
        if key not in gc.attr_written:
            return None  # (set where the config was built: GenerationConfig(...) raised there)
        if not _built_clean(gc, key, ctx, v5):
            return None
        return _HardError(key, value, None, origin, f"{key}={value!r}")
    values = {k: _hard_value(cfg, k) for k in _RETURNS_FIELDS}
    nrs, beams, sample = (values[k][0] for k in _RETURNS_FIELDS)
    if any(v is _PASSED for v in (nrs, beams, sample)):
        return None if "num_return_sequences" in gc.attr_written else False
    if nrs is _UNKNOWN_FIELD or beams is _UNKNOWN_FIELD or sample is _UNKNOWN_FIELD:
        return None
    if not _plain_int(nrs, none_ok=True) or not _plain_int(beams, none_ok=True):
        return None
    if sample not in (None, True, False):
        return None
    part = None
    if (nrs is not None and nrs > 1) if v5 else (nrs is not None and nrs != 1):
        if (beams is None or beams == 1) if v5 else beams == 1:
            if (not sample) if v5 else sample is False:
                part = "greedy_returns"
        elif beams is not None and nrs > beams:
            part = "beam_returns"
    if part is None:
        return False
    if not set(_RETURNS_FIELDS) & gc.attr_written:
        return None  # (all set where the config was built: it raised there, HF138 / HF159)
    said = f"num_return_sequences={nrs!r}" + (f", num_beams={beams!r}" if part == "beam_returns" else f", do_sample={sample!r}")
    return _HardError(part, nrs, beams, values["num_return_sequences"][1], said)


def _plain_int(value: Any, none_ok: bool) -> bool:
    return (value is None and none_ok) or (isinstance(value, int) and not isinstance(value, bool))


def _built_clean(gc: GenConfigObj, key: str, ctx: RuleContext, v5: bool) -> bool:
    """Whether the `GenerationConfig(...)` call that built the config (if one did) gave `key` a
    value its check passes or no literal at all (a literal that fails raised there)."""
    if gc.node is None:
        return True
    for kw in gc.node.keywords:
        if kw.arg == key and isinstance(kw.value, ast.Constant):
            return _fails(key, kw.value.value, ctx, v5) is False
    return True


def check_hard_save(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A save whose validate() raises one of its own checks' errors (HF164), a field written as
    an attribute after the config was built or loaded."""
    return _hard_hit("HF164", _configs(obs), obs, ctx, "the generation config it saves has ")


def check_trainer_hard(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`Seq2SeqTrainer(...)` given `Seq2SeqTrainingArguments(generation_config=...)` whose config
    fails one of validate()'s own checks (HF325): the trainer's strict validation re-raises that
    check's error with "Fix these issues to train your model." (trainer_seq2seq.py, runs of all
    28 releases). As at a save, only a field written as an attribute after the config was built
    or loaded gets there (`GenerationConfig(...)` and `from_pretrained` raise the check's error
    themselves); the copy the trainer validates keeps those writes."""
    if obs.kind != "trainer-config":
        return None
    configs: list[GenConfigObj | None] = [o if isinstance(o, GenConfigObj) else None for o in eff.objects_of(obs, obs.model)]
    return _hard_hit("HF325", configs, obs, ctx, "the generation config of the training arguments has ")


def _hard_hit(code: str, configs: list[GenConfigObj | None], obs: CallObservation, ctx: RuleContext, lead: str) -> Hit | None:
    """The first of validate()'s own checks that fails on every config the call validates, as
    `code`'s message gives it."""
    fact = _raising_fact(code, ctx)
    if fact is None:
        return None
    v5 = at_least(ctx.release.version, "5.0")
    if not configs or any(gc is None for gc in configs):
        return None
    errors = []
    for gc in configs:
        assert gc is not None
        error = _hard_error(_Config(gc, obs, v5), ctx, v5)
        if not isinstance(error, _HardError):
            return None  # (a path that saves cleanly, or one hflint cannot tell)
        errors.append(error)

    def message(e: _HardError) -> str:
        return fact.parts[e.part].format(value=_render(e.value), num_beams=_render(e.num_beams))

    first = errors[0]
    text = message(first)
    if any(message(e) != text for e in errors[1:]):
        return None
    origins = tuple(e.origin for e in errors[:1] if e.origin is not None)
    where = f" (line {first.origin.span.line})" if first.origin is not None else ""
    detail = f"{lead}{first.said}{where}, written after the config was built"
    return Hit(
        code,
        eff.Outcome(True, True, origins),
        _span(obs, ctx),
        detail,
        evidence_from(origins),
        (_ignore(obs, ctx, code),),
        values={"issues": text},
    )
