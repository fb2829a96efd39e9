"""HF2xx: the ExecuTorch export wrappers of transformers.integrations.executorch.

Which checks run, and in which order, depends on the wrapper (verified on every
release the catalog covers):

- TorchExportableModuleWithStaticCache / convert_and_export_with_cache:
  generation_config is None (HF201) → not use_cache (HF202) → cache_implementation
  != "static" (HF203) → batch_size (HF204) → max_cache_len (HF205).
- TorchExportableModuleWithHybridCache: HF201 → model config use_cache (HF207) →
  HF204 → HF205.
- TorchExportableModuleForDecoderOnlyLM: model config use_cache False (HF206), then
  the hybrid wrapper for sliding-window models or the static one for the rest.
"""

from __future__ import annotations

import ast
import dataclasses

from hflint.core import effective as eff
from hflint.core import modelinfo
from hflint.core.effective import NEVER, Outcome
from hflint.core.findings import Applicability, Evidence, Fix, Reach, Span, TextEdit
from hflint.core.flow import CallObservation
from hflint.core.reach import USES_BUILT_FAILS
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    Const,
    DictObj,
    GenConfigObj,
    ModelObj,
    Origin,
    Value,
    join_all,
    map_value,
    options,
)
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import at_least, both, evidence_from, where_set
from hflint.rules.edits import (
    call_name_span,
    ignore_comment_fix,
    insert_line_before,
    literal_fix,
    set_keyword,
    written_here,
)

STATIC = "TorchExportableModuleWithStaticCache"
HYBRID = "TorchExportableModuleWithHybridCache"
DECODER_ONLY = "TorchExportableModuleForDecoderOnlyLM"
CONVERT = "convert_and_export_with_cache"


def _path(obs: CallObservation) -> str | None:
    """Which wrapper's checks run: "static", "hybrid", or None when it cannot be told."""
    if obs.callee in (STATIC, CONVERT):
        return "static"
    if obs.callee == HYBRID:
        return "hybrid"
    if obs.callee == DECODER_ONLY:
        sliding = eff.model_config_setting(obs, "sliding_window")
        if all(isinstance(o, Const) and o.value for o in options(sliding)):
            return "hybrid"  # the checkpoint's config.json has layer_types and a sliding window
        types = {m.model_type if m is not None else None for m in eff.models(obs)}
        if len(types) != 1 or None in types:
            return None
        (model_type,) = types
        return "hybrid" if model_type in modelinfo.SLIDING_EXPORT else "static"
    return None


def _gen_configs(obs: CallObservation, ctx: RuleContext) -> tuple[GenConfigObj | Const | None, ...]:
    """The model's generation config on each path: the object, a Const (None), or None when unknown
    (once per observation and major release: every export check asks)."""
    from_5 = at_least(ctx.release.version, "5.0")
    memo_key = ("export_gen_configs", from_5)
    found = obs.memo.get(memo_key)
    if found is None:
        found = obs.memo[memo_key] = tuple(_each_gen_config(obs, from_5))
    return found


def _each_gen_config(obs: CallObservation, from_5: bool) -> list[GenConfigObj | Const | None]:
    out: list[GenConfigObj | Const | None] = []
    for model in eff.models(obs):
        if model is None:
            out.append(None)
            continue
        if modelinfo.is_bare_model_class(model.class_name) and from_5:
            out.append(None)  # 5.x: no generation_config attribute (AttributeError, not a catalog error)
            continue
        for o in options(model.gen_config):
            if isinstance(o, Const):
                out.append(o)
            else:
                obj = obs.heap.get(o)
                out.append(obj if isinstance(obj, GenConfigObj) else None)
    return out


def _gc_field(obs: CallObservation, ctx: RuleContext, key: str) -> Value:
    """A generation-config field as the wrapper reads it, with the release's defaults.

    From 5.0 a GenerationConfig that does not set `use_cache` holds None (and the
    wrapper's `not use_cache` treats None as disabled); 4.57 defaulted it to True.
    """
    # (asked by several checks of one call, each of whose earlier checks asks it too)
    memo_key = ("export_gc_field", key, ctx.release.version)
    found = obs.memo.get(memo_key)
    if found is None:
        found = obs.memo[memo_key] = join_all(
            _gc_value(gc, key, ctx) if isinstance(gc, GenConfigObj) else UNKNOWN for gc in _gen_configs(obs, ctx)
        )
    return found


def _gc_value(gc: GenConfigObj, key: str, ctx: RuleContext) -> Value:
    """One generation config's field, as the wrapper reads it."""
    if key in gc.fields:
        found = gc.get(key) if not _has_absent(gc.fields[key]) else _with_default(gc, key, ctx)
    elif key in gc.file_fields:
        found = gc.file_fields[key]
    elif gc.base == "defaults":
        found = _default(gc, key, ctx)
    else:
        return UNKNOWN
    later = gc.after_save.get(key)
    if isinstance(later, Const) and later.origin is not None:
        # Read from a folder the script saved, whose object it changed after the save.
        line = ctx.place(later.origin.span.line)
        note = f"; the {later.value!r} written {'at' if line.startswith('line') else 'in'} {line} came after the save"
        found = map_value(found, lambda o: _noted(o, note))
    return found


def _noted(v: Value, note: str) -> Value:
    if isinstance(v, Const) and v.origin is not None:
        o = v.origin
        return Const(v.value, Origin(o.span, o.note + note, o.path, o.flag), v.node)
    return v


def _has_absent(v: Value) -> bool:
    return any(o is ABSENT for o in options(v))


def _with_default(gc: GenConfigObj, key: str, ctx: RuleContext) -> Value:
    return join_all(_default(gc, key, ctx) if o is ABSENT else o for o in options(gc.fields[key]))


def _default(gc: GenConfigObj, key: str, ctx: RuleContext) -> Value:
    origin = gc.origin
    if key == "use_cache":
        if at_least(ctx.release.version, "5.0"):
            note = "the generation config leaves use_cache unset (None from transformers 5.0)"
            return Const(None, Origin(origin.span, f"{origin.note}; {note}", origin.path, unset=True) if origin else None)
        return Const(True, origin)
    if key in ("cache_implementation", "cache_config"):
        if origin is not None:
            return Const(None, Origin(origin.span, f"{origin.note}; {key} is unset", origin.path, unset=True))
        return Const(None)
    return UNKNOWN


def _config_use_cache(obs: CallObservation) -> Value:
    return eff.model_config_setting(obs, "use_cache")


def _span(obs: CallObservation, ctx: RuleContext):
    return call_name_span(ctx.index, obs.node)


def _model_src(obs: CallObservation, ctx: RuleContext) -> str | None:
    """Source text of the wrapper's model argument, when it is a plain name or attribute written
    in the call itself (not in a call that makes it elsewhere: `pool.submit(Wrapper, model)`,
    `partial(Wrapper, model)(...)`, whose arguments are not the wrapper's)."""
    given = obs.node.args
    if len(given) != len(obs.args) or any(isinstance(a, ast.Starred) for a in given):
        return None
    node = given[0] if given else next((k.value for k in obs.node.keywords if k.arg == "model"), None)
    if node is None or not given and "model" not in obs.kwargs:
        return None
    if isinstance(node, (ast.Name, ast.Attribute)):
        return ast.unparse(node)
    return None


def _insert_before_call(obs: CallObservation, ctx: RuleContext, line_src: str) -> tuple[TextEdit, ...] | None:
    stmt = obs.stmt
    if stmt is None:
        return None
    text = ctx.index.line_text(stmt.lineno)
    indent = len(text) - len(text.lstrip())
    if ctx.index.char_col_from_utf8(stmt.lineno, stmt.col_offset) != indent:
        return None  # `if x: exp = Wrapper(model)`: no line of its own to insert above
    return (insert_line_before(ctx.index, stmt.lineno, line_src),)


def _setting_fix(
    obs: CallObservation,
    ctx: RuleContext,
    attr_path: str,
    value_src: str,
    title: str,
    applicability: Applicability = Applicability.SAFE,
) -> list[Fix]:
    """A line above the call that sets the model's setting: where nothing is written yet. It
    changes the model for every later call too (its Reach: core/reach.py decides)."""
    model = _model_src(obs, ctx)
    if model is None:
        return []
    edits = _insert_before_call(obs, ctx, f"{model}.{attr_path} = {value_src}")
    if not edits:
        return []
    line = edits[0].span.line
    reach = []
    for m in eff.models(obs):
        if m is None or m.origin is None:
            return [Fix(title, edits, Applicability.UNSAFE)]  # (which model it is on every path is not known)
        r = Reach("model", m.origin.span, m.origin.path, after=line, key=attr_path)
        if r not in reach:
            reach.append(r)
    return [Fix(title, edits, applicability, reach=tuple(reach))]


def _origin_fixes(obs: CallObservation, ctx: RuleContext, key: str, wrong, new_src: str) -> list[Fix]:
    """Fixes of the model's generation config field `key` where its value is written: a
    literal edited in place (`model.generation_config.use_cache = False`, `GenerationConfig(
    use_cache=False)`, a kwargs dict's entry), a keyword added to the `GenerationConfig(...)`
    that built the config when it leaves the field unset; a line above the call only where
    nothing in the file writes it (a checkpoint's config). `wrong(value)`: the path raises."""
    literals: list[Const] = []
    configs: list[GenConfigObj] = []
    unwritten = False
    for gc in _gen_configs(obs, ctx):
        if not isinstance(gc, GenConfigObj):
            return []
        for o in options(_gc_value(gc, key, ctx)):
            if not wrong(o):
                continue
            if isinstance(o, Const) and o.node is not None and written_here(o, ctx.path):
                if all(c.node is not o.node for c in literals):
                    literals.append(o)
            elif (
                key not in gc.fields
                and key not in gc.file_fields
                and gc.node is not None
                and gc.origin is not None
                and gc.origin.path == ctx.path
            ):
                if all(c is not gc for c in configs):
                    configs.append(gc)
            else:
                unwritten = True
    setting = f"generation_config.{key}"
    if literals and not configs and not unwritten:
        fix = literal_fix(ctx, literals, key, new_src, setting)
        if fix.applicability is Applicability.SAFE:
            return [fix]
        # The literal is bound to a name first: editing it may change more than this setting;
        # a line above the call is the other way.
        return [fix] + _setting_fix(obs, ctx, setting, new_src, f"Set `{setting} = {new_src}` before exporting")
    if configs and not literals and not unwritten:
        edits = tuple(e for gc in configs for e in set_keyword(ctx.index, gc.node, key, new_src))  # type: ignore[arg-type]
        reach = tuple(Reach("config", gc.origin.span, gc.origin.path) for gc in configs if gc.origin is not None)
        places = ", ".join(ctx.place(gc.origin.span.line) for gc in configs if gc.origin is not None)
        return [
            Fix(
                f"Pass `{key}={new_src}` to the GenerationConfig(...) the model uses ({places})",
                edits,
                Applicability.SAFE,
                reach=reach,
            )
        ]
    return _setting_fix(obs, ctx, setting, new_src, f"Set `{setting} = {new_src}` before exporting")


def _ignore(obs: CallObservation, ctx: RuleContext, code: str) -> Fix:
    return ignore_comment_fix(ctx.index, _span(obs, ctx).line, code)


def _model_evidence(obs: CallObservation) -> list[Evidence]:
    out = []
    for m in eff.models(obs):
        if m is not None and m.origin is not None:
            ev = Evidence(m.origin.span, m.origin.note, m.origin.path)
            if ev not in out:
                out.append(ev)
    return out


def _reached_static(obs: CallObservation, ctx: RuleContext, through: str) -> Outcome:
    """The static wrapper's earlier checks pass on every path (so `through`'s check is reached)."""
    if ctx.reached:
        return Outcome(True, True)
    order = ["HF201", "HF202", "HF203", "HF204"]
    # From 5.0 a use_cache nothing decides is most often None (a hub checkpoint's
    # generation_config.json without the key): the HF202 check may fire first.
    unset_fails = at_least(ctx.release.version, "5.0")
    for code in order[: order.index(through)]:
        if code == "HF201":
            o = eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else v is False)
        elif code == "HF202":
            o = eff.test(
                _gc_field(obs, ctx, "use_cache"),
                lambda v: (True if unset_fails and v is UNKNOWN else None) if not isinstance(v, Const) else not v.value,
            )
        elif code == "HF203":
            o = eff.test(
                _gc_field(obs, ctx, "cache_implementation"), lambda v: None if not isinstance(v, Const) else v.value != "static"
            )
        else:
            o = _missing(obs, ctx, "batch_size", 1)
        if o.sometimes:
            return NEVER  # an earlier check may fire first: stay with that one
    return Outcome(True, True)


def _presence(obs: CallObservation, ctx: RuleContext) -> Value:
    """Whether the model's generation config is None, on each path (once per observation and release)."""
    memo_key = ("export_presence", ctx.release.version)
    found = obs.memo.get(memo_key)
    if found is None:
        found = obs.memo[memo_key] = join_all(_gc_presence(obs, ctx))
    return found


def _gc_presence(obs: CallObservation, ctx: RuleContext) -> list[Value]:
    out: list[Value] = []
    for gc in _gen_configs(obs, ctx):
        if isinstance(gc, Const):
            out.append(Const(gc.value is None, gc.origin))
        elif isinstance(gc, GenConfigObj):
            out.append(Const(False))
        else:
            out.append(UNKNOWN)
    return out


# ---------------------------------------------------------------- HF208


def check_model_without_lm_head(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A model built by `AutoModel` (no language-modeling head, so no generation config: 4.57 sets
    it to None, 5.x has no such attribute) given to an export wrapper, which reads
    `model.generation_config` first (the decoder-only wrapper after its config check, HF206)."""
    if obs.callee not in (STATIC, HYBRID, DECODER_ONLY, CONVERT):
        return None
    models = eff.models(obs)
    bare = [m for m in models if m is not None and modelinfo.is_bare_model_class(m.class_name)]
    if not bare:
        return None
    if obs.callee == DECODER_ONLY and not ctx.reached and _config_use_cache_disabled(obs).sometimes:
        return None
    names = {modelinfo.bare_class_name(m.class_name, m.model_type) for m in bare}
    name = names.pop() if len(names) == 1 else ""
    # (the message reads `'{name}Model' object ...`: a bare model's class ends with "Model")
    values = {"name": name.removesuffix("Model")} if name else {}
    origins = tuple(m.origin for m in bare if m.origin is not None)
    outcome = Outcome(len(bare) == len(models), True, origins[:1])
    return Hit(
        "HF208",
        outcome,
        _span(obs, ctx),
        _bare_reason(bare),
        evidence_from(outcome.origins, _model_evidence(obs)),
        (_ignore(obs, ctx, "HF208"),),
        values=values,
    )


def _bare_reason(bare: list[ModelObj]) -> str:
    named = sorted({m.class_name for m in bare if m.class_name != "AutoModel"})
    if not named:
        return (
            "the model is loaded with `AutoModel`, which builds it without a language-modeling head "
            "and without a generation config"
        )
    return (
        f"the model is a `{named[0]}`, the bare transformer without a language-modeling head and without a generation config"
        if len(named) == 1 and all(m.class_name != "AutoModel" for m in bare)
        else "the model is a bare transformer (no language-modeling head, no generation config)"
    )


# ---------------------------------------------------------------- HF201


def check_missing_generation_config(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if _path(obs) is None:
        return None
    if obs.callee == DECODER_ONLY and not ctx.reached and _config_use_cache_disabled(obs).sometimes:
        return None
    outcome = eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else bool(v.value))
    if outcome.never:
        return None
    return Hit(
        "HF201",
        outcome,
        _span(obs, ctx),
        "the model's generation_config is None",
        evidence_from(outcome.origins, _model_evidence(obs)),
        (_ignore(obs, ctx, "HF201"),),
    )


# ---------------------------------------------------------------- HF202


def check_use_cache_disabled(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if _path(obs) != "static" or _reached_static(obs, ctx, "HF202").never:
        return None
    if obs.callee == DECODER_ONLY and not ctx.reached and _config_use_cache_disabled(obs).sometimes:
        return None
    use_cache = _gc_field(obs, ctx, "use_cache")
    outcome = eff.test(use_cache, lambda v: None if not isinstance(v, Const) else not v.value)
    if outcome.never:
        return None
    fixes = _origin_fixes(obs, ctx, "use_cache", lambda v: isinstance(v, Const) and not v.value, "True")
    return Hit(
        "HF202",
        outcome,
        _span(obs, ctx),
        where_set(outcome.witness, "generation_config.use_cache", ctx),
        evidence_from(outcome.origins, _model_evidence(obs)),
        tuple(fixes + [_ignore(obs, ctx, "HF202")]),
    )


# ---------------------------------------------------------------- HF203


def check_cache_not_static(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if _path(obs) != "static" or _reached_static(obs, ctx, "HF203").never:
        return None
    if obs.callee == DECODER_ONLY and not ctx.reached and _config_use_cache_disabled(obs).sometimes:
        return None
    impl = _gc_field(obs, ctx, "cache_implementation")
    outcome = eff.test(impl, lambda v: None if not isinstance(v, Const) else v.value != "static")
    if outcome.never:
        return None
    fixes = _origin_fixes(obs, ctx, "cache_implementation", lambda v: isinstance(v, Const) and v.value != "static", '"static"')
    return Hit(
        "HF203",
        outcome,
        _span(obs, ctx),
        where_set(outcome.witness, "generation_config.cache_implementation", ctx),
        evidence_from(outcome.origins, _model_evidence(obs)),
        tuple(fixes + [_ignore(obs, ctx, "HF203")]),
    )


# ---------------------------------------------------------------- HF204 / HF205


def _arg(obs: CallObservation, name: str, position: int) -> Value:
    if obs.callee == CONVERT:
        return ABSENT  # convert_and_export_with_cache takes neither: only cache_config can give them
    return eff.argument(obs, position, name)


def _missing(obs: CallObservation, ctx: RuleContext, name: str, position: int) -> Outcome:
    given = _arg(obs, name, position)

    def missing(v: Value) -> bool | None:
        if v is UNKNOWN:
            return None
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            return _cache_config_lacks(obs, ctx, name)
        return False

    return eff.test(given, missing)


def _cache_config_lacks(obs: CallObservation, ctx: RuleContext, name: str) -> bool | None:
    cc = _gc_field(obs, ctx, "cache_config")
    results: list[bool | None] = []
    for o in options(cc):
        if isinstance(o, Const) and o.value is None:
            results.append(True)
            continue
        obj = obs.heap.get(o)
        if isinstance(obj, DictObj):
            v = obj.get(name)
            results.append(
                True if v is ABSENT or (isinstance(v, Const) and v.value is None) else (None if v is UNKNOWN else False)
            )
        else:
            results.append(None)
    if any(r is None for r in results):
        return None
    return all(results)


def _size_check(obs: CallObservation, ctx: RuleContext, code: str, name: str, position: int, value_src: str) -> Hit | None:
    path = _path(obs)
    if path is None:
        return None
    if obs.callee == DECODER_ONLY and not ctx.reached and _config_use_cache_disabled(obs).sometimes:
        return None  # (HF206 first)
    # The decoder-only wrapper hands its own batch_size and max_cache_len (default None) to the
    # static or hybrid wrapper it picks (4.57–5.24), whose checks then run as if called directly.
    if path == "static":
        if _reached_static(obs, ctx, code if code == "HF204" else "HF204").never:
            return None
        if code == "HF205" and _missing(obs, ctx, "batch_size", 1).sometimes and not ctx.reached:
            return None
    else:
        if eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else bool(v.value)).sometimes:
            return None
        if _config_use_cache_disabled(obs).sometimes:
            return None
        if code == "HF205" and _missing(obs, ctx, "batch_size", 1).sometimes and not ctx.reached:
            return None
    outcome = _missing(obs, ctx, name, position)
    if outcome.never:
        return None
    fixes: list[Fix] = []
    if obs.callee != CONVERT and name not in obs.kwargs and not obs.opaque_kwargs:
        fixes.append(
            Fix(
                f"Pass `{name}={value_src}` to the wrapper (choose your value)",
                set_keyword(ctx.index, obs.node, name, value_src),
                Applicability.UNSAFE,
            )
        )
    elif obs.callee == CONVERT:
        fixes += _cache_config_fix(obs, ctx, name, value_src)
    where = "the wrapper" if obs.callee != CONVERT else "convert_and_export_with_cache (which takes no sizes)"
    return Hit(
        code,
        outcome,
        _span(obs, ctx),
        f"no `{name}` is passed to {where} and the generation config's cache_config has none",
        evidence_from([], _model_evidence(obs)),
        tuple(fixes + [_ignore(obs, ctx, code)]),
    )


def _cache_config_fix(obs: CallObservation, ctx: RuleContext, name: str, value_src: str) -> list[Fix]:
    """convert_and_export_with_cache takes its sizes from `generation_config.cache_config` only:
    add the key to the dict literal written in this file, or set a cache_config where none is."""
    title = f"Set `{name}` in the generation config's cache_config (choose your value)"
    cc = _gc_field(obs, ctx, "cache_config")
    opts = options(cc)
    if len(opts) != 1:
        return []
    (only,) = opts
    if isinstance(only, Const) and only.value is None:
        return _setting_fix(obs, ctx, "generation_config.cache_config", f'{{"{name}": {value_src}}}', title, Applicability.UNSAFE)
    obj = obs.heap.get(only)
    if not isinstance(obj, DictObj) or not obj.complete or obj.origin is None or not written_here(obj, ctx.path):
        return []
    span = obj.origin.span
    if ctx.index.line_text(span.end_line)[span.end_col - 1 : span.end_col] != "}":
        return []  # dict(...) rather than a literal
    at = Span(span.end_line, span.end_col - 1, span.end_line, span.end_col - 1)
    text = f'"{name}": {value_src}' if not obj.items else f', "{name}": {value_src}'
    return [Fix(title, (TextEdit(at, text),), Applicability.UNSAFE)]


def check_missing_batch_size(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    return _size_check(obs, ctx, "HF204", "batch_size", 1, "1")


def check_missing_max_cache_len(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    return _size_check(obs, ctx, "HF205", "max_cache_len", 2, "1024")


# ---------------------------------------------------------------- HF206 / HF207


def _config_use_cache_disabled(obs: CallObservation) -> Outcome:
    return eff.test(_config_use_cache(obs), lambda v: None if not isinstance(v, Const) else v.value is False)


def _config_cache_hit(obs: CallObservation, ctx: RuleContext, code: str) -> Hit | None:
    """HF206 / HF207: the wrapper reads `model.config.use_cache`, and it is False."""
    outcome = _config_use_cache_disabled(obs)
    if outcome.never:
        return None
    literals: list[Const] = []
    for o in options(_config_use_cache(obs)):
        if isinstance(o, Const) and o.value is False:
            if o.node is None or not written_here(o, ctx.path):
                literals = []
                break
            if all(c.node is not o.node for c in literals):
                literals.append(o)
    fixes = [literal_fix(ctx, literals, "use_cache", "True", "model.config.use_cache")] if literals else []
    if not fixes or fixes[0].applicability is not Applicability.SAFE:
        fixes += _setting_fix(obs, ctx, "config.use_cache", "True", "Set `config.use_cache = True` before exporting")
    return Hit(
        code,
        outcome,
        _span(obs, ctx),
        where_set(outcome.witness, "model.config.use_cache", ctx),
        evidence_from(outcome.origins, _model_evidence(obs)),
        tuple(fixes + [_ignore(obs, ctx, code)]),
    )


def check_decoder_only_cache_disabled(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    if obs.callee != DECODER_ONLY:
        return None
    return _config_cache_hit(obs, ctx, "HF206")


def check_hybrid_cache_disabled(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    # Through the decoder-only wrapper only a None config value reaches this check (HF206
    # catches False first); None cannot be written in recent releases. Direct use only.
    if obs.callee != HYBRID:
        return None
    if eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else bool(v.value)).sometimes:
        return None
    return _config_cache_hit(obs, ctx, "HF207")


# ---------------------------------------------------------------- what is done with a built wrapper


def _built_cleanly(obs: CallObservation, ctx: RuleContext) -> bool:
    """The wrapper's own construction passes its checks on every path (else what is done with it
    is never reached, or hflint cannot tell): its checks asked again of the call that built it."""
    from hflint.rules import checks_in_order

    built = obs.wrapper
    if built is None or built.node is None:
        return False
    view = dataclasses.replace(
        obs,
        node=built.node,
        kind="export",
        args=built.args,
        kwargs=dict(built.kwargs),
        opaque_kwargs=built.opaque,
        memo={},
        wrapper=None,
    )
    for rule, raises in checks_in_order(view, ctx.release, ctx.catalog):
        if not raises:
            continue
        hit = rule.check(view, ctx)
        if hit is not None and hit.outcome.sometimes:
            return False
    return True


# ---------------------------------------------------------------- HF209

# The forward pass of every export wrapper: forward(input_ids, inputs_embeds, cache_position).
_FORWARD_PARAMS = ("input_ids", "inputs_embeds", "cache_position")


def _binds_forward(obs: CallObservation) -> bool:
    """The call's arguments bind to the forward's parameters (else Python's own TypeError about
    the arguments comes first)."""
    if obs.opaque_kwargs or len(obs.args) > len(_FORWARD_PARAMS):
        return False
    taken = set(_FORWARD_PARAMS[: len(obs.args)])
    return all(k in _FORWARD_PARAMS and k not in taken for k in obs.kwargs)


def _no_cache_position(obs: CallObservation) -> Outcome:
    """Whether the forward gets no cache_position (none given, or None)."""
    if len(obs.args) >= 3:
        value = obs.args[2]
    else:
        value = eff.kwarg(obs, "cache_position")
    if value is ABSENT:
        return Outcome(True, True)
    return eff.test(value, lambda v: None if v is UNKNOWN else (v is ABSENT or (isinstance(v, Const) and v.value is None)))


def check_forward_without_cache_position(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A wrapper's forward pass with no cache_position (5.4 on: `cache_position[0:1]`, from 5.13
    `cache_position[0]`, on None); the decoder-only wrapper drops the one it is given (5.4 on), so
    calling it always does."""
    if obs.callee not in (STATIC, HYBRID, DECODER_ONLY) or not _binds_forward(obs):
        return None
    if obs.callee == DECODER_ONLY:
        outcome = Outcome(True, True)
        detail = (
            f"`{DECODER_ONLY}`'s forward passes only input_ids and inputs_embeds on to the wrapper it holds, "
            "which indexes cache_position"
        )
    else:
        outcome = _no_cache_position(obs)
        if outcome.never:
            return None
        detail = f"no `cache_position` reaches `{obs.callee}`'s forward, which indexes it"
        if len(obs.args) == 2 and eff.kwarg(obs, "cache_position") is ABSENT:
            # (`(input_ids, cache_position)` as for a plain module: the second binds to inputs_embeds)
            detail = (
                f"the second positional argument binds to `inputs_embeds` (forward(input_ids, inputs_embeds, "
                f"cache_position)), so no `cache_position` reaches `{obs.callee}`'s forward, which indexes it"
            )
    obs.memo[USES_BUILT_FAILS] = True  # (a fix that makes the construction pass reveals it: core/reach.py)
    if not _built_cleanly(obs, ctx):
        return None
    return Hit(
        "HF209",
        outcome,
        call_name_span(ctx.index, obs.node),
        detail,
        evidence_from(outcome.origins, _model_evidence(obs)),
        (ignore_comment_fix(ctx.index, call_name_span(ctx.index, obs.node).line, "HF209"),),
    )


# ---------------------------------------------------------------- HF212


def _not_none(v: Value) -> bool | None:
    """A positional argument that is not None: a value hflint cannot tell (a tensor built by
    torch) counts as given, as for HF209's positional case; only a None on a path does not."""
    if v is ABSENT:
        return False
    return not (isinstance(v, Const) and v.value is None)


def check_forward_position_as_embeds(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`(input_ids, cache_position)` given positionally to a wrapper's forward (called, or run by
    `torch.export.export`): forward(input_ids, inputs_embeds, cache_position) binds the position to
    `inputs_embeds`, and the model, handed both, raises "You must specify exactly one of input_ids
    or inputs_embeds" (runs: h123's, 4.57.6 to 5.3.0, static, hybrid and decoder-only wrappers).
    From 5.4 HF209's error comes first (the catalog's fact says so)."""
    if obs.callee not in (STATIC, HYBRID, DECODER_ONLY) or len(obs.args) != 2 or not _binds_forward(obs):
        return None
    if "inputs_embeds" in obs.kwargs or "cache_position" in obs.kwargs:
        return None
    outcome = both(eff.test(obs.args[0], _not_none), eff.test(obs.args[1], _not_none))
    if outcome.never:
        return None
    obs.memo[USES_BUILT_FAILS] = True  # (a fix that makes the construction pass reveals it: core/reach.py)
    if not _built_cleanly(obs, ctx):
        return None
    return Hit(
        "HF212",
        outcome,
        call_name_span(ctx.index, obs.node),
        f"the second positional argument binds to `inputs_embeds` (`{obs.callee}`'s forward is "
        "forward(input_ids, inputs_embeds, cache_position)), so the model is given both input_ids and inputs_embeds",
        evidence_from(outcome.origins, _model_evidence(obs)),
        (ignore_comment_fix(ctx.index, call_name_span(ctx.index, obs.node).line, "HF212"),),
    )


# ---------------------------------------------------------------- HF210


def _is_none_const(value: Value) -> bool:
    return value is ABSENT or (isinstance(value, Const) and value.value is None)


def _argument_node(obs: CallObservation, position: int, name: str) -> ast.expr | None:
    for keyword in obs.node.keywords:
        if keyword.arg == name:
            return keyword.value
    args = obs.node.args
    if position < len(args) and not any(isinstance(a, ast.Starred) for a in args[: position + 1]):
        return args[position]
    return None


def _parameter_names_around(ctx: RuleContext, node: ast.AST) -> set[str]:
    """The parameters of the functions (and lambdas) whose body holds `node`: a value read from
    one may be None at the caller's choice, whatever the walk made of it."""
    try:
        tree = ast.parse(ctx.source)
    except SyntaxError:
        return set()
    line = getattr(node, "lineno", 0)
    names: set[str] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            if fn.lineno <= line <= (fn.end_lineno or fn.lineno):
                a = fn.args
                for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg):
                    if arg is not None:
                        names.add(arg.arg)
    return names


def _given_for_sure(obs: CallObservation, ctx: RuleContext, position: int, name: str) -> bool:
    """An example input written at the call that is not None on any path: a tensor the script
    builds (hflint does not follow torch, so its value is unknown) counts, a parameter of the
    enclosing function (which its caller may leave None) does not."""
    node = _argument_node(obs, position, name)
    if node is None or (isinstance(node, ast.Constant) and node.value is None):
        return False
    if isinstance(node, ast.Name) and node.id in _parameter_names_around(ctx, node):
        return False
    value = eff.argument(obs, position, name)
    if value is ABSENT:
        return False
    return eff.test(value, lambda o: not _is_none_const(o)).always


def check_export_without_inputs(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`TorchExportableModuleForDecoderOnlyLM.export()` needs exactly one of input_ids and
    inputs_embeds: neither (HF210's first case) or both (written at the call, neither None on any
    path: h179's) raises."""
    if obs.callee != DECODER_ONLY or obs.opaque_kwargs or len(obs.args) > 5:
        return None
    inputs = (("input_ids", 0), ("inputs_embeds", 1))
    if all(_is_none_const(eff.argument(obs, position, name)) for name, position in inputs):
        detail = "neither `input_ids` nor `inputs_embeds` is given (the recipe makes up only cache_position)"
    elif all(_given_for_sure(obs, ctx, position, name) for name, position in inputs):
        detail = "both `input_ids` and `inputs_embeds` are given (the recipe takes exactly one of them)"
    else:
        return None  # (one given, or a value that may be None on some path only: not told)
    obs.memo[USES_BUILT_FAILS] = True  # (a fix that makes the construction pass reveals it: core/reach.py)
    if not _built_cleanly(obs, ctx):
        return None
    span = call_name_span(ctx.index, obs.node)
    fixes = (ignore_comment_fix(ctx.index, span.line, "HF210"),)
    return Hit("HF210", Outcome(True, True), span, detail, tuple(_model_evidence(obs)), fixes)


# ---------------------------------------------------------------- HF211


def _head_dim_written(source: str) -> bool:
    """The code names head_dim other than as `head_dim=None` given to a call: an attribute
    (`config.head_dim = 8`, `cfg.head_dim`), a keyword with another value, or the text "head_dim"
    (setattr, a dict key). Docstrings and comments do not count. (Asked only for the rare call this
    code may report: the text is parsed again then.)"""
    if "head_dim" not in source:
        return False
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "head_dim":
            return True
        if isinstance(node, ast.keyword) and node.arg == "head_dim":
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                return True
        if isinstance(node, ast.Constant) and node.value == "head_dim":
            return True
        if isinstance(node, ast.Name) and node.id == "head_dim":
            return True
    return False


def check_head_dim_unset(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A Mistral (4.57) or Mixtral (4.57 to 5.17) model whose config holds `head_dim = None`
    (built in code without it), exported: after the wrapper's own checks pass, it sizes the cache
    with `getattr(config, "head_dim", ...)`, which is None, and torch fails (runs: HF211's).
    Error only when every path's config is one built in this file without head_dim; silent where
    the text writes head_dim anywhere else (an attribute set after the model was built)."""
    if obs.callee not in (STATIC, CONVERT, DECODER_ONLY, HYBRID) or obs.opaque_kwargs:
        return None
    found = eff.models(obs)
    types = {m.model_type if m is not None else None for m in found}
    if len(types) != 1 or None in types:
        return None
    (model_type,) = types
    until = modelinfo.HEAD_DIM_UNSET_UNTIL.get(model_type or "")
    if until is None or at_least(ctx.release.version, until):
        return None
    head_dim = eff.model_config_setting(obs, "head_dim")
    unset = eff.test(head_dim, lambda v: None if not isinstance(v, Const) else v.value is None)
    if not unset.always:
        return None
    if _head_dim_written(ctx.source):
        return None  # (head_dim written somewhere: maybe set on the config after the model was built)
    if not _earlier_checks_pass(obs, ctx):
        return None
    fixes: list[Fix] = []
    model = _model_src(obs, ctx)
    if model is not None:
        line = f"{model}.config.head_dim = {model}.config.hidden_size // {model}.config.num_attention_heads"
        edits = _insert_before_call(obs, ctx, line)
        if edits is not None:
            fixes.append(Fix("Set head_dim on the model config (the size the model's attention uses)", edits, Applicability.SAFE))
    witness = unset.witness
    if isinstance(witness, Const) and witness.origin is not None and witness.origin.unset:
        detail = f"the {model_type} model's config is built without head_dim {_at(witness.origin, ctx)}, so it holds None"
    else:
        detail = f"the {model_type} model's config has head_dim None ({where_set(witness, 'head_dim', ctx)})"
    return Hit(
        "HF211",
        unset,
        _span(obs, ctx),
        detail,
        evidence_from(unset.origins, _model_evidence(obs)),
        tuple(fixes + [_ignore(obs, ctx, "HF211")]),
    )


def _at(origin: Origin, ctx: RuleContext) -> str:
    if origin.path and origin.path != ctx.path:
        return f"at {origin.path}:{origin.span.line}"
    place = ctx.place(origin.span.line)
    return f"{'at' if place.startswith('line') else 'in'} {place}"


def _earlier_checks_pass(obs: CallObservation, ctx: RuleContext) -> bool:
    """Every check the wrapper makes before it sizes its cache passes on every path: the
    decoder-only wrapper's model-config check (HF206), then the static wrapper's (HF201 to HF205;
    Mistral's and Mixtral's configs have no layer_types, so the decoder-only wrapper picks the
    static one) or the hybrid wrapper's (HF201, HF207, HF204, HF205)."""
    if ctx.reached:
        return True
    if (
        obs.callee == DECODER_ONLY
        and not eff.test(_config_use_cache(obs), lambda v: None if not isinstance(v, Const) else v.value is not False).always
    ):
        return False
    if obs.callee == HYBRID:
        if not eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else not v.value).always:
            return False
        if not eff.test(_config_use_cache(obs), lambda v: None if not isinstance(v, Const) else bool(v.value)).always:
            return False
    elif _reached_static(obs, ctx, "HF204").never or not _static_settings_pass(obs, ctx):
        return False
    return _surely_given(obs, ctx, "batch_size", 1) and _surely_given(obs, ctx, "max_cache_len", 2)


def _surely_given(obs: CallObservation, ctx: RuleContext, name: str, position: int) -> bool:
    """A size the wrapper needs is given on every path (as an argument, else in cache_config)."""

    def given(v: Value) -> bool | None:
        if v is UNKNOWN:
            return None
        if v is ABSENT or (isinstance(v, Const) and v.value is None):
            lacks = _cache_config_lacks(obs, ctx, name)
            return None if lacks is None else not lacks
        return True

    return eff.test(_arg(obs, name, position), given).always


def _static_settings_pass(obs: CallObservation, ctx: RuleContext) -> bool:
    """The static wrapper's HF201-HF203 pass on every path (not only "may not fail")."""
    present = eff.test(_presence(obs, ctx), lambda v: None if v is UNKNOWN else not v.value).always
    use_cache = eff.test(_gc_field(obs, ctx, "use_cache"), lambda v: None if not isinstance(v, Const) else bool(v.value)).always
    static = eff.test(
        _gc_field(obs, ctx, "cache_implementation"), lambda v: None if not isinstance(v, Const) else v.value == "static"
    ).always
    return present and use_cache and static
