"""Checkpoints the script saves itself and loads again: `model.save_pretrained(OUT)` (or
`generation_config.save_pretrained(OUT)`) then `from_pretrained(OUT)`.

Fine-tuning and evaluation scripts change a model's generation config (`use_cache=False` for
training, a cache implementation for export), save the model to a folder and load it back from
that folder, in the same script or a later stage of it. What `from_pretrained` then reads is
what the script wrote: the saved generation config decides the cache, whatever the hub
checkpoint it started from says, and whatever an older folder on this disk holds.

The walk keeps, per path, what the script saved there (a heap object the module's globals name,
so that a save inside a helper function counts for the caller, and the paths of a branch join:
a folder saved on one arm only is "saved, or what was there before" after the `if`). A path
counts when the walk knows it as a string: a literal, a constant, a command-line default,
`os.path.join` of those; paths are compared after `os.path.normpath`. A load of a saved path
builds the model from the saved one (its type, vocabulary, config and generation config, as
`generation_config.json` then holds it); on the paths where nothing was saved there, the
checkpoint loads as any other (core/checkpoints.py, the hub table). A save to a path the walk
does not know is not followed (it could be any folder). A `Trainer` (transformers' or trl's)
keeps the model it was given: `trainer.save_model(OUT)` saves it, `trainer.model` is it.

A script that edits the saved `generation_config.json` in place (`json.load` of it, a change,
`json.dump` back) reads the saved generation config's fields as the file holds them (known in
full when the config is) and, once it writes the file, the folder holds the saved model with the
generation config that file describes: the last write wins, as on disk. A file written with text
the walk cannot read leaves the folder's generation config unknown.
"""

from __future__ import annotations

import ast
import functools
import os
from typing import TYPE_CHECKING

from hflint.core import trainers
from hflint.core.trainers import TrainerObj
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    ConfigObj,
    Const,
    DictObj,
    GenConfigObj,
    ModelObj,
    Origin,
    Ref,
    Value,
    join,
    map_value,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

SAVED = "_\0saved"  # the env name of the folders the script saved to (a DictObj: path → saved object)


def start(st: State) -> None:
    """Before the module's first statement: no folder saved yet (on every path)."""
    st.env[SAVED] = st.heap.new(DictObj(None))


def _key(path: Value) -> str | None:
    if isinstance(path, Const) and isinstance(path.value, str) and path.value:
        return os.path.normpath(path.value)
    return None


def _registry(interp: Interpreter, st: State) -> Value:
    return interp.lookup(SAVED, st)


def save(interp: Interpreter, what: Value, call: _Call, st: State) -> None:
    """`what.save_pretrained(path)`: `what` a model (or models) or a generation config."""
    path = call.args[0] if call.args else call.kwargs.get("save_directory", UNKNOWN)
    keys = [_key(p) for p in options(path)]
    if not keys or None in keys or call.opaque:
        return
    registry = st.heap.writable(_registry(interp, st))
    if not isinstance(registry, DictObj):
        return
    where = interp.origin(call.node, f"saved to `{options(path)[0].value}` here")  # type: ignore[attr-defined]
    for key in keys:
        assert key is not None
        previous = registry.get(key)
        made = map_value(what, functools.partial(_snapshot, interp, previous=previous, where=where, st=st))
        # Several possible folders: each one holds this or what it held before.
        registry.items[key] = made if len(keys) == 1 else join(previous, made)


def _snapshot(interp: Interpreter, what: Value, *, previous: Value, where: Origin, st: State) -> Value:
    """What a folder holds once `what` is saved there: a model (with copies of its configs, as the
    files then hold them), or, for a generation config saved alone, the model saved there
    before with that generation config (or the generation config by itself)."""
    obj = st.heap.get(what)
    if isinstance(obj, ModelObj):
        model = obj.copy()
        model.origin = where
        model.gen_config = _as_file(obj.gen_config, where, st)
        model.config = _copied(obj.config, st)
        return st.heap.new(model)
    if isinstance(obj, GenConfigObj):
        gen = _as_file(what, where, st)

        def over(o: Value) -> Value:
            before = st.heap.get(o)
            if isinstance(before, ModelObj):
                model = before.copy()
                model.gen_config = gen
                return st.heap.new(model)
            return gen  # (nothing, or a generation config alone, saved there before)

        return map_value(previous, over)
    return UNKNOWN


def _as_file(gen: Value, where: Origin, st: State) -> Value:
    """A generation config as `generation_config.json` holds it once saved: every field the
    object has (set in code or read from a file) becomes a field of the file."""

    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        if not isinstance(obj, GenConfigObj):
            return UNKNOWN if isinstance(o, Ref) else o  # (None: a model without one saves none)
        fields = {k: map_value(obj.get(k), lambda v: _kept(v, where)) for k in (*obj.file_fields, *obj.fields)}
        made = GenConfigObj(Origin(where.span, f"generation config {where.note}", where.path), {}, obj.base, fields)
        # (a config known in full stays so: the file holds every field it set, the rest are defaults)
        made.whole = obj.whole
        made.saved_from = o
        return st.heap.new(made)

    return map_value(gen, one)


def _kept(v: Value, where: Origin) -> Value:
    """A saved setting, whose evidence says it went through the folder ("... ; saved to
    `./ckpt` at line 13"); its place and literal stay where the script wrote it (fixes edit there)."""
    if not isinstance(v, Const) or v.origin is None:
        return v
    o = v.origin
    return Const(
        v.value, Origin(o.span, f"{o.note}; {where.note.removesuffix(' here')} at line {where.span.line}", o.path, o.flag), v.node
    )


def _copied(config: Value, st: State) -> Value:
    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        return st.heap.new(obj.copy()) if isinstance(obj, ConfigObj) else o

    return map_value(config, one)


def saved_at(interp: Interpreter, path: Value, st: State) -> Value | None:
    """What the script saved at `path` on each path of the walk (ABSENT where it saved nothing
    there), or None when it saved nothing there at all (or the path is not known)."""
    key = _key(path)
    if key is None:
        return None
    registry = st.heap.get(_registry(interp, st))
    if not isinstance(registry, DictObj) or key not in registry.items:
        return None
    return registry.items[key]


# What `save_pretrained` writes into its folder (a model's or a generation config's).
_SAVED_FILES = frozenset(
    {
        "config.json",
        "generation_config.json",
        "model.safetensors",
        "model.safetensors.index.json",
        "pytorch_model.bin",
        "pytorch_model.bin.index.json",
    }
)


def made_by_save(interp: Interpreter, path: str, st: State) -> bool:
    """Whether `path` is a folder the script saved to, or a file `save_pretrained` writes in one."""
    registry = st.heap.get(_registry(interp, st))
    if not isinstance(registry, DictObj) or not registry.items:
        return False
    key = os.path.normpath(path)
    folder, name = os.path.split(key)
    return key in registry.items or (name in _SAVED_FILES and folder in registry.items)


def load_model(interp: Interpreter, saved: Value, class_name: str, call: _Call, st: State, elsewhere: Value) -> Value:
    """`Model.from_pretrained(path)` of a folder the script saved: the saved model where it
    did, `elsewhere` (the folder loaded as usual) on the other paths."""
    from hflint.core import modelinfo

    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        if o is ABSENT:
            return elsewhere
        if isinstance(obj, GenConfigObj):
            return _with_gen_config(elsewhere, o, st)
        if not isinstance(obj, ModelObj):
            return UNKNOWN
        model = obj.copy()
        model.origin = interp.origin(
            call.node,
            f"model loaded here ({class_name}.from_pretrained) from the folder the script saved at line {obj.origin.span.line}"
            if obj.origin
            else "model loaded here",
        )
        if modelinfo.model_type_from_class(class_name) is not None or (
            class_name.startswith("AutoModelFor")
            and modelinfo.is_encoder_decoder(class_name) != modelinfo.is_encoder_decoder(obj.class_name)
        ):
            # A concrete class names what is built; so does an Auto class of the other kind than
            # the saved model's: `AutoModelForCausalLM` on a saved Whisper encoder-decoder builds
            # the decoder alone (`WhisperForCausalLM`), which is what the assisted checks compare.
            model.class_name = class_name
        model.gen_config = _copied_gen(obj.gen_config, st)
        model.config = _copied(obj.config, st)
        model.load_kwargs = dict(call.kwargs)
        model.load_node = call.node
        gen = call.kwargs.get("generation_config", ABSENT)
        if not (gen is ABSENT or isinstance(gen, Const) and gen.value is None):
            model.gen_config = gen
        if "config" in call.kwargs:
            model.config = _passed_config(interp, model.config, call, st)
        if "use_cache" in call.kwargs:
            cfg = st.heap.writable(model.config)
            if isinstance(cfg, ConfigObj):
                cfg.fields["use_cache"] = call.kwargs["use_cache"]
        return st.heap.new(model)

    return map_value(saved, one)


def _passed_config(interp: Interpreter, saved_config: Value, call: _Call, st: State) -> Value:
    """`from_pretrained(OUT, config=config)`: the model is built on (a copy of) the config passed,
    not on the config.json the script saved in OUT. A config the script read back from OUT and
    then changed (`config.use_cache = True` after a training run saved False) is the saved one
    with its changes; one hflint does not know leaves the model's config unknown, so that no rule
    reads the folder's value in its place."""
    given = call.kwargs["config"]

    def one(o: Value) -> Value:
        passed = st.heap.get(o) if isinstance(o, Ref) else None
        if not isinstance(passed, ConfigObj):
            return st.heap.new(ConfigObj(interp.origin(call.node, "model config passed here"), {}))
        base = st.heap.get(saved_config) if isinstance(saved_config, Ref) else None
        fields = {} if passed.partial or not isinstance(base, ConfigObj) else dict(base.fields)
        fields.update(passed.fields)
        return st.heap.new(ConfigObj(passed.origin, fields, passed.partial))

    return map_value(given, one)


def _with_gen_config(model_ref: Value, gen: Value, st: State) -> Value:
    """The model loaded as usual, with the generation config the script saved in its folder."""

    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        if not isinstance(obj, ModelObj):
            return o
        model = obj.copy()
        model.gen_config = _copied_gen(gen, st)
        return st.heap.new(model)

    return map_value(model_ref, one)


def _copied_gen(gen: Value, st: State) -> Value:
    """A saved generation config as a load reads it, with the fields the script wrote on the
    saved object after the save (`model.generation_config.x = ...` below `save_pretrained`):
    the folder lacks them, which the findings that read the field say."""

    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        if not isinstance(obj, GenConfigObj):
            return o
        made = obj.copy()
        live = st.heap.get(obj.saved_from) if isinstance(obj.saved_from, Ref) else None
        if isinstance(live, GenConfigObj):
            for key, now in live.fields.items():
                then = obj.fields.get(key, obj.file_fields.get(key))
                if (
                    isinstance(now, Const)
                    and now.origin is not None
                    and (then is None or isinstance(then, Const) and then.value != now.value)
                ):
                    made.after_save[key] = now
        return st.heap.new(made)

    return map_value(gen, one)


def load_gen_config(interp: Interpreter, saved: Value, st: State, elsewhere: Value) -> Value:
    """`GenerationConfig.from_pretrained(path)` of a folder the script saved."""

    def one(o: Value) -> Value:
        if o is ABSENT:
            return elsewhere
        obj = st.heap.get(o)
        gen = obj.gen_config if isinstance(obj, ModelObj) else o if isinstance(obj, GenConfigObj) else UNKNOWN
        copied = _copied_gen(gen, st)
        # (the keywords of the call override the file, as in any other load: `elsewhere` holds them)
        passed = [obj.fields for e in options(elsewhere) if isinstance(obj := st.heap.get(e), GenConfigObj)]
        for ref in options(copied):
            made = st.heap.writable(ref)
            if not isinstance(made, GenConfigObj):
                continue
            # What the folder holds is read from its file: a config as loaded (5.23's save then
            # validates strictly only what the script changes after the load), none of it written
            # as an attribute since.
            made.file_fields = {**made.file_fields, **made.fields}
            made.fields = {}
            made.attr_written = frozenset()
            made.node = None
            if len(passed) == 1:
                made.fields.update(passed[0])
        return copied

    return map_value(saved, one)


def _held_gen_config(interp: Interpreter, folder: str, st: State) -> GenConfigObj | None:
    """The generation config the script saved in `folder` (a model's, or one saved alone), when
    the walk knows one on every path; else None."""
    held = saved_at(interp, Const(folder), st)
    if held is None or len(options(held)) != 1:
        return None
    obj = st.heap.get(options(held)[0])
    gen = obj.gen_config if isinstance(obj, ModelObj) else options(held)[0] if isinstance(obj, GenConfigObj) else None
    if gen is None or len(options(gen)) != 1:
        return None
    made = st.heap.get(options(gen)[0])
    return made if isinstance(made, GenConfigObj) else None


def saved_file_text(interp: Interpreter, path: str, st: State) -> Value | None:
    """What `json.load(open(path))` reads when `path` is the generation_config.json of a folder
    the script saved a model (or a generation config) to and did not write itself since: the
    fields of the saved generation config as the file holds them (files.DataText; known in full
    when the config is, open to other keys when not). None for any other file."""
    from hflint.core import files
    from hflint.core.checkpoints import GENERATION_CONFIG_NAME

    folder, name = os.path.split(os.path.normpath(path))
    if name != GENERATION_CONFIG_NAME:
        return None
    gc = _held_gen_config(interp, folder or ".", st)
    if gc is None:
        return None
    items = {k: v for k in dict.fromkeys((*gc.file_fields, *gc.fields)) if (v := gc.get(k)) is not ABSENT}
    # (save_pretrained writes the fields that differ from the defaults: a config known in full
    # gives a file whose keys are all listed here)
    made = DictObj(gc.origin, items, gc.base == "defaults" and gc.whole)
    return files.data_text(st.heap.new(made), "JSON", st)


def gen_file_written(interp: Interpreter, path: str, text: Value, st: State) -> None:
    """The script wrote `text` to the generation_config.json of a folder it saved a model (or a
    generation config) to: from then on the folder holds the saved model with the generation
    config that file describes (what `from_pretrained(folder)` reads), known where the text is.
    The last write wins, as on disk."""
    from hflint.core.checkpoints import GENERATION_CONFIG_NAME

    folder, name = os.path.split(os.path.normpath(path))
    folder = folder or "."
    if name != GENERATION_CONFIG_NAME:
        return
    registry = st.heap.get(_registry(interp, st))
    if not isinstance(registry, DictObj) or folder not in registry.items:
        return
    registry = st.heap.writable(_registry(interp, st))
    assert isinstance(registry, DictObj)
    stmt = interp._stmt  # (the statement that writes the file: json.dump, write_text, fh.write)
    where = interp.origin(stmt, f"generation_config.json written in `{folder}` here") if stmt is not None else None
    gen = _gen_config_of_text(interp, text, where)

    def one(o: Value) -> Value:
        obj = st.heap.get(o)
        if isinstance(obj, ModelObj) and gen is not None:
            model = obj.copy()
            model.gen_config = st.heap.new(gen.copy())
            return st.heap.new(model)
        if isinstance(obj, GenConfigObj) and gen is not None:
            return st.heap.new(gen.copy())
        return UNKNOWN  # (saved there on some paths only, or a file the walk cannot read)

    registry.items[folder] = map_value(registry.items[folder], one)


def _gen_config_of_text(interp: Interpreter, text: Value, where: Origin | None) -> GenConfigObj | None:
    """The generation config from_pretrained builds from a generation_config.json of `text`: its
    keys the fields (with a plain value where the walk knows one), the other fields the release's
    defaults when the file is known in full, unknown when not. None without a place to cite."""
    from hflint.core.checkpoints import GEN_KEYS, _whole_gen

    if where is None:
        return None
    data, complete = _json_keys(text)
    if data is None:
        return GenConfigObj(where, {}, "unknown", written_by=UNKNOWN)
    plain = {k: v.value for k, v in data.items() if isinstance(v, Const)}
    whole = _whole_gen(plain) if complete and len(plain) == len(data) else None
    fields: dict[str, Value] = {}
    for key, value in data.items():
        if whole is not None and key not in whole or whole is None and key not in GEN_KEYS:
            continue
        if isinstance(value, Const) and (value.value is None or isinstance(value.value, (bool, int, float, str))):
            at = value.origin.span if value.origin is not None else where.span
            note = f"{key} = {value.value!r} in the generation_config.json the script wrote"
            fields[key] = Const(value.value, Origin(at, note, interp.path))
        else:
            fields[key] = UNKNOWN
    version = data.get("transformers_version", ABSENT)
    written_by = (
        version if isinstance(version, Const) and isinstance(version.value, str) else ABSENT if version is ABSENT else UNKNOWN
    )
    base = "defaults" if complete else "unknown"
    return GenConfigObj(where, {}, base, fields, written_by=written_by if complete else UNKNOWN, whole=whole is not None)


def written_gen_config(interp: Interpreter, folder: str, node: ast.AST, st: State) -> GenConfigObj | None:
    """`GenerationConfig.from_pretrained(folder)` of a folder whose generation_config.json the
    script wrote itself (`json.dump(settings, open(os.path.join(folder, "generation_config.json"),
    "w"))`, `write_text`): the config from_pretrained builds from that file, known in full when the
    file is (every key a field with a plain value: the other fields keep the release's defaults,
    as for a checkpoint's file on disk). None when the script did not write that file, or also
    saved a model or config to the folder (what the folder holds is then the saved one, with the
    file written after the save in its place: gen_file_written)."""
    from hflint.core import files
    from hflint.core.checkpoints import GENERATION_CONFIG_NAME

    path = os.path.join(folder, GENERATION_CONFIG_NAME)
    text = files.written(interp, path, st)
    if text is None or saved_at(interp, Const(folder), st) is not None:
        return None
    where = interp.origin(
        node, f"GenerationConfig.from_pretrained here, of the generation_config.json the script wrote in `{folder}`"
    )
    return _gen_config_of_text(interp, text, where)


def _json_keys(text: Value) -> tuple[dict[str, Value] | None, bool]:
    """The keys of the JSON object a file's text holds (as _json_object) and whether they are all
    of its keys: a DataText of a dict open to other keys gives the keys it lists, and False."""
    from hflint.core import files

    if isinstance(text, files.DataText) and text.fmt == "JSON":
        tree = text.tree
        if isinstance(tree, tuple) and tree and tree[0] == "d" and not tree[2]:
            return {k: v if isinstance(v, Const) else UNKNOWN for k, v in tree[1]}, False
    data = _json_object(text)
    return data, data is not None


def _json_object(text: Value) -> dict[str, Value] | None:
    """The keys of the JSON object a file's text holds, each a Const where the walk knows it
    (UNKNOWN where not); None when the text is not one known JSON object."""
    import json

    from hflint.core import files

    if type(text) is Const and isinstance(text.value, str):
        try:
            data = json.loads(text.value)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        return {
            k: Const(v, text.origin) if v is None or isinstance(v, (bool, int, float, str)) else UNKNOWN for k, v in data.items()
        }
    if isinstance(text, files.DataText) and text.fmt == "JSON":
        tree = text.tree
        if not (isinstance(tree, tuple) and tree and tree[0] == "d" and tree[2]):
            return None  # (a dict that may hold keys the walk cannot list)
        return {k: v if isinstance(v, Const) else UNKNOWN for k, v in tree[1]}
    return None


# ---------------------------------------------------------------- trainers


def trainer_method(interp: Interpreter, receiver: Value, obj: TrainerObj, name: str, call: _Call, st: State) -> Value:
    if name in trainers.METHODS:
        return trainers.call_method(interp, trainers.TrainerMethod(receiver, name, obj.base), call, st)
    if name == "save_model":
        # (Trainer._save: `self.model.save_pretrained(output_dir, ...)`, to args.output_dir without one)
        interp._observe_save(call, obj.attrs.get("model", UNKNOWN), st)
    if name == "save_model" and (call.args or "output_dir" in call.kwargs):
        path = call.args[0] if call.args else call.kwargs["output_dir"]
        from hflint.core.flow import _Call as Args

        save(interp, obj.attrs.get("model", UNKNOWN), Args(call.node, (path,), {}, call.opaque), st)
        return Const(None)
    return UNKNOWN


SYMBOL_CALLS = trainers.SYMBOL_CALLS
