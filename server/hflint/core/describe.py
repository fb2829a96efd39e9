"""The effective settings of a generate call or export wrapper, in words, each with where it came from."""

from __future__ import annotations

from dataclasses import dataclass

from hflint.core import effective as eff
from hflint.core.flow import CallObservation, Site
from hflint.core.values import ABSENT, UNKNOWN, Const, DictObj, ModelObj, Origin, Value, options


@dataclass(frozen=True, slots=True)
class SettingLine:
    name: str
    value: str
    origins: tuple[Origin, ...]


def _render(obs: CallObservation, v: Value, default: str = "default") -> tuple[str, tuple[Origin, ...]]:
    texts: list[str] = []
    origins: list[Origin] = []
    for o in options(v):
        if o is ABSENT:
            text = default
        elif o is UNKNOWN:
            text = "unknown"
        elif isinstance(o, Const):
            text = repr(o.value)
            if o.origin is not None and o.origin not in origins:
                origins.append(o.origin)
        else:
            obj = obs.heap.get(o)
            if isinstance(obj, DictObj):
                inner = ", ".join(f"{k!r}: {_render(obs, x)[0]}" for k, x in obj.items.items())
                text = "{" + inner + ("" if obj.complete else ", …") + "}"
                if obj.origin is not None:
                    origins.append(obj.origin)
            elif isinstance(obj, ModelObj):
                text = _model_text(obj)
                if obj.origin is not None:
                    origins.append(obj.origin)
            else:
                text = "an object"
        if text not in texts:
            texts.append(text)
    value = texts[0] if len(texts) == 1 else " or ".join(texts) + " (depends on the path)"
    return value, tuple(origins)


def _model_text(m: ModelObj) -> str:
    ckpt = m.checkpoint.value if isinstance(m.checkpoint, Const) else None
    kind = f"{m.model_type} model" if m.model_type else "model"
    text = f"{kind} `{ckpt}`" if ckpt else kind
    if m.checkpoint_notes:
        # Why a file of the checkpoint did not count (the user would otherwise wonder).
        text += " (" + "; ".join(m.checkpoint_notes) + ")"
    return text


# Observations of calls that are not a generate or an export (a config built, a pipeline built or
# its task looked up, an import, a module attribute, a cache built, a save, the generation config a
# Seq2SeqTrainer checks): no settings to show beside them in a hover or an inlay hint.
NOT_SETTINGS_KINDS = frozenset(
    (
        "genconfig",
        "pipeline-build",
        "pipeline-task",
        "import",
        "pipeline-import",
        "generation-import",
        "module-attr",
        "cache-build",
        "save",
        "trainer-config",
    )
)


def describe_site(site: Site, release: str | None = None) -> list[SettingLine]:
    """What the call sees, from its first observation (the walk's usual single context), under
    `release` when given (a passed generation config merges by release)."""
    if not site.observations:
        return []
    obs = site.observations[0]
    if release is not None:
        eff.at_release(obs, release)
    lines: list[SettingLine] = []

    def add(name: str, v: Value, default: str = "default") -> None:
        text, origins = _render(obs, v, default)
        lines.append(SettingLine(name, text, origins))

    if obs.kind == "export":
        add("model", obs.model)
        gcs: list[Value] = []
        for m in eff.models(obs):
            if m is not None:
                gcs.extend(options(m.gen_config))
        for key in ("use_cache", "cache_implementation", "cache_config"):
            vals = []
            for g in gcs:
                obj = obs.heap.get(g)
                from hflint.core.values import GenConfigObj

                vals.append(obj.get(key) if isinstance(obj, GenConfigObj) else (g if isinstance(g, Const) else UNKNOWN))
            from hflint.core.values import join_all

            add(f"generation_config.{key}", join_all(vals) if vals else UNKNOWN, "not set")
        add("model.config.use_cache", eff.model_config_setting(obs, "use_cache"), "not set")
        for key in ("batch_size", "max_cache_len"):
            add(key, eff.kwarg(obs, key), "not passed")
        return lines
    if obs.kind in ("genconfig", "save", "trainer-config"):
        return []
    if obs.kind in ("export-forward", "export-method"):
        add("model", obs.model)
        add("cache_position", eff.kwarg(obs, "cache_position"), "not passed")
        return lines
    add("model", obs.model)
    from hflint.rules.assisted import assistant_value

    add("assistant_model", assistant_value(obs), "none")
    for key in (
        "use_cache",
        "cache_implementation",
        "num_beams",
        "num_return_sequences",
        "prompt_lookup_num_tokens",
        "assistant_early_exit",
    ):
        add(key, eff.gen_setting(obs, key))
    add("cache object", eff.cache_object_kind(obs, legacy="tuple"), "none")
    add("sequences in the batch", eff.batch_size(obs))
    return lines


def mode_of(site: Site, release: str | None = None) -> str:
    if not site.observations:
        return ""
    obs = site.observations[0]
    if release is not None:
        eff.at_release(obs, release)
    if obs.kind == "export":
        return f"export with {obs.callee}"
    if obs.kind == "export-forward":
        return f"forward pass of {obs.callee}"
    if obs.kind == "export-method":
        return f"{obs.callee}.export"
    if obs.kind == "save":
        return "a save of the generation config"
    if obs.kind == "trainer-config":
        return "the trainer's check of its generation config"
    from hflint.rules.assisted import assisted, beam_search

    a = assisted(obs)
    if a.never:
        return "plain generation"
    b = beam_search(obs)
    if b.always:
        return "beam search (assisted flags ignored)"
    return "assisted generation" if a.always else "assisted generation on some paths"
