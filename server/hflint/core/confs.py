"""OmegaConf and hydra configs: `OmegaConf.create({...})`, `OmegaConf.load("run.yaml")`,
`OmegaConf.merge(base, override)`, `OmegaConf.from_dotlist([...])`, `OmegaConf.structured(Cls)`,
`OmegaConf.merge(base, OmegaConf.from_cli())` (every value a default the command line may override),
`OmegaConf.to_container(cfg)`, and hydra's `ConfigStore` with `@hydra.main`.

A `DictConfig` is a dict whose attributes are its keys (values.ConfigDictObj): `cfg.gen.use_cache`
and `**cfg.gen` read the same items. Each nested mapping becomes a config of its own, as OmegaConf
wraps it; `create` and `merge` copy what they are given (a later change of the source dict is not
the config's). An interpolation `${a.b}` is resolved against the config it belongs to when the
config is built and again whenever a key of that config is written, so what a read sees is what
OmegaConf would resolve at that moment; any other interpolation (`${oc.env:X}`, a string with
one inside, a relative `${.x}`) and the mandatory-missing `???` are unknown. `to_container(cfg)`
keeps the interpolation strings unless `resolve=True`, as OmegaConf does.

hydra: `ConfigStore.instance().store(name=..., node=...)` keeps the node (a dict, a dataclass or
an instance of one); a function decorated with `@hydra.main(config_name=...)` of a stored name,
called with no argument, receives that config with every value a default whoever runs the script
may override (`key=value` on its command line): what a value decides is a warning. `compose(
config_name=..., overrides=[...])` inside `initialize_config_dir(config_dir=...)` reads the YAML
file the script wrote there, then applies the overrides. Anything else stays unknown.
"""

from __future__ import annotations

import ast
import os.path
import re
from typing import TYPE_CHECKING

from hflint.core import files, textdata
from hflint.core.findings import Flag
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    ClassVal,
    ConfigDictObj,
    Const,
    DictObj,
    InstanceObj,
    Origin,
    Seq,
    Value,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

_MAX_DEPTH = 12
_INTERP = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\}")
_UNRESOLVED = "?"  # (an interpolation of another kind: its item is unknown)
STORE = "_\0hydra_store"  # the env name of hydra's ConfigStore (a DictObj: name -> config)
_CONFIG_DIR = "_\0hydra_config_dir"  # the folder of the innermost `initialize_config_dir`


def _single(value: Value, st: State) -> object | None:
    found = [st.heap.get(o) for o in options(value)]
    return found[0] if len(found) == 1 else None


def convert(interp: Interpreter, value: Value, st: State, root: Value | None = None, depth: int = 0) -> Value:
    """A DictConfig made of `value` (dicts and dataclass instances become configs, lists stay
    lists of converted items, scalars stay); `root`: the config it belongs to (None: its own)."""
    if depth > _MAX_DEPTH:
        return UNKNOWN
    if type(value) is Seq:
        return Seq(tuple(convert(interp, v, st, root, depth + 1) for v in value.items), value.is_tuple)
    obj = _single(value, st)
    if isinstance(obj, InstanceObj) and obj.cls is not None:
        src_items, complete = dict(obj.attrs), True
    elif isinstance(obj, DictObj):
        src_items, complete = dict(obj.items), obj.complete
    else:
        if options(value) and all(isinstance(o, Const) for o in options(value)):
            return value
        return UNKNOWN if obj is not None or len(options(value)) > 1 else value
    ref = st.heap.new(ConfigDictObj(obj.origin, {}, complete))
    made = st.heap.writable(ref)
    assert isinstance(made, ConfigDictObj)
    made.root = ref if root is None else root
    src_interps = obj.interps if isinstance(obj, ConfigDictObj) else {}
    for key, item in src_items.items():
        if item is ABSENT:
            continue
        made.items[key] = convert(interp, item, st, made.root, depth + 1)
        if key in src_interps:
            made.interps[key] = src_interps[key]
        else:
            _note_interp(made, key)
    if root is None:
        resolve(ref, st)
    return ref


def _note_interp(node: ConfigDictObj, key: str) -> None:
    item = node.items.get(key)
    if isinstance(item, Const) and isinstance(item.value, str):
        text = item.value
        if text == "???":
            node.interps[key] = _UNRESOLVED
        elif "${" in text:
            m = _INTERP.fullmatch(text)
            node.interps[key] = m.group(1) if m else _UNRESOLVED
            node.items[key] = UNKNOWN if not m else item


def _raw(node: ConfigDictObj, key: str) -> str:
    path = node.interps.get(key, _UNRESOLVED)
    return "???" if path == _UNRESOLVED else "${" + path + "}"


def _nodes(ref: Value, st: State, depth: int = 0) -> list[Value]:
    """The configs of the tree at `ref` (itself first)."""
    out = [ref]
    node = st.heap.get(ref)
    if not isinstance(node, ConfigDictObj) or depth > _MAX_DEPTH:
        return out
    for item in node.items.values():
        for o in options(item):
            if isinstance(st.heap.get(o), ConfigDictObj):
                out.extend(_nodes(o, st, depth + 1))
            elif type(o) is Seq:
                for x in o.items:
                    if isinstance(st.heap.get(x), ConfigDictObj):
                        out.extend(_nodes(x, st, depth + 1))
    return out


def _lookup(root: Value, path: str, st: State, seen: int = 0) -> Value:
    node = st.heap.get(root)
    parts = path.split(".")
    for i, part in enumerate(parts):
        if not isinstance(node, ConfigDictObj) or seen > _MAX_DEPTH:
            return UNKNOWN
        if part in node.interps:
            target = node.interps[part]
            if target == _UNRESOLVED:
                return UNKNOWN
            item = _lookup(root, target, st, seen + 1)
        else:
            item = node.get(part)
        if item is ABSENT:
            return UNKNOWN
        if i == len(parts) - 1:
            return item
        found = [st.heap.get(o) for o in options(item)]
        node = found[0] if len(found) == 1 else None
    return UNKNOWN


def resolve(root: Value, st: State) -> None:
    """Every interpolation of the tree at `root`, read again against it."""
    for ref in _nodes(root, st):
        node = st.heap.get(ref)
        if not isinstance(node, ConfigDictObj) or not node.interps:
            continue
        node = st.heap.writable(ref)
        assert isinstance(node, ConfigDictObj)
        for key, path in node.interps.items():
            node.items[key] = UNKNOWN if path == _UNRESOLVED else _lookup(root, path, st)


def written(interp: Interpreter, ref: Value, key: str, value: Value, st: State) -> None:
    """`cfg.key = value` on a config: the key holds it (an interpolation written is followed)."""
    node = st.heap.writable(ref)
    if not isinstance(node, ConfigDictObj):
        return
    node.interps.pop(key, None)
    node.items[key] = convert(interp, value, st, node.root)
    _note_interp(node, key)
    if node.root is not None:
        resolve(node.root, st)


def _merge(interp: Interpreter, target: Value, source: Value, st: State, depth: int = 0) -> bool:
    """OmegaConf.merge's step: `source`'s keys over `target`'s, nested configs merged key by key."""
    src = _single(source, st)
    if isinstance(src, InstanceObj) and src.cls is not None:
        items, interps, complete = src.attrs, {}, True
    elif isinstance(src, DictObj):
        items, complete = src.items, src.complete
        interps = src.interps if isinstance(src, ConfigDictObj) else {}
    else:
        return False
    dst = st.heap.writable(target)
    if not isinstance(dst, ConfigDictObj) or depth > _MAX_DEPTH:
        return False
    dst.complete = dst.complete and complete
    for key, item in items.items():
        if item is ABSENT:
            continue
        here = dst.items.get(key)
        below = _single(here, st) if here is not None else None
        incoming = _single(item, st)
        if isinstance(below, ConfigDictObj) and isinstance(incoming, (DictObj, InstanceObj)) and key not in interps:
            if not _merge(interp, here, item, st, depth + 1):  # type: ignore[arg-type]
                return False
            dst = st.heap.writable(target)
            assert isinstance(dst, ConfigDictObj)
            dst.interps.pop(key, None)
            continue
        dst.items[key] = convert(interp, item, st, dst.root, depth + 1)
        dst.interps.pop(key, None)
        if key in interps:
            dst.interps[key] = interps[key]
        else:
            _note_interp(dst, key)
    return True


def _empty(interp: Interpreter, call: _Call, note: str, st: State) -> Value:
    made = ConfigDictObj(interp.origin(call.node, note))
    ref = st.heap.new(made)
    node = st.heap.writable(ref)
    assert isinstance(node, ConfigDictObj)
    node.root = ref
    return ref


def _from_text(interp: Interpreter, call: _Call, text: Value, st: State) -> Value:
    from hflint.core.flow import _Call

    parsed = textdata._parse(interp, _Call(call.node, (text,), {}, False), st, "YAML")
    return convert(interp, parsed, st) if parsed is not UNKNOWN else UNKNOWN


def _create(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or set(call.kwargs) - {"content"} or len(call.args) > 1:
        return UNKNOWN
    content = call.args[0] if call.args else call.kwargs.get("content")
    if content is None:
        return _empty(interp, call, "OmegaConf config created here", st)
    if isinstance(content, Const) and isinstance(content.value, str) or isinstance(content, files.DataText):
        return _from_text(interp, call, content, st)
    if isinstance(content, ClassVal):
        return UNKNOWN
    return convert(interp, content, st)


def _structured(interp: Interpreter, call: _Call, st: State) -> Value:
    from hflint.core.flow import _Call

    if call.opaque or call.kwargs or len(call.args) != 1:
        return UNKNOWN
    obj = call.args[0]
    if isinstance(obj, ClassVal):
        obj = interp._instantiate(obj, _Call(call.node, (), {}, False), st)
    return convert(interp, obj, st)


def _load(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or call.kwargs or len(call.args) != 1:
        return UNKNOWN
    arg = call.args[0]
    text = files.handle_text(interp, arg, st)
    if text is None:
        path = files.path_of(arg)
        if path is None:
            return UNKNOWN
        text = files.read(interp, path, st)
    return _from_text(interp, call, text, st)


def _merge_call(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or call.kwargs or not call.args:
        return UNKNOWN
    out = _empty(interp, call, "OmegaConf.merge made this config", st)
    *layers, last = call.args
    if not _from_cli_config(last, st):
        layers.append(last)
    elif any(_from_cli_config(a, st) for a in layers):
        return UNKNOWN
    for arg in layers:
        if not _merge(interp, out, arg, st):
            return UNKNOWN
    if len(layers) < len(call.args):
        # `OmegaConf.merge(base, OmegaConf.from_cli())`: whoever runs the script may override any
        # key with `key=value`; run with no argument, the values below hold (as @hydra.main's).
        _flag_defaults(out, st, "")
    resolve(out, st)
    return out


# The note of the config `OmegaConf.from_cli()` reads from the command line (run with no
# argument: empty); merged last over others, it makes their values defaults.
_FROM_CLI_NOTE = "OmegaConf.from_cli made this config (the command line's key=value overrides)"


def _from_cli(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.args or call.kwargs or call.opaque:
        return _from_dotlist(interp, call, st) if len(call.args) == 1 and not call.kwargs else UNKNOWN
    made = _empty(interp, call, _FROM_CLI_NOTE, st)
    node = st.heap.writable(made)
    assert isinstance(node, ConfigDictObj)
    node.complete = False  # (read alone: any key the command line gives)
    return made


def _from_cli_config(value: Value, st: State) -> bool:
    obj = _single(value, st)
    return isinstance(obj, ConfigDictObj) and not obj.items and obj.origin is not None and obj.origin.note == _FROM_CLI_NOTE


def _from_dotlist(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or call.kwargs or len(call.args) != 1 or type(call.args[0]) is not Seq:
        return UNKNOWN
    out = _empty(interp, call, "OmegaConf.from_dotlist made this config", st)
    for entry in call.args[0].items:
        if not (isinstance(entry, Const) and isinstance(entry.value, str)) or "=" not in entry.value:
            return UNKNOWN
        key, _, text = entry.value.partition("=")
        value = _scalar(interp, text, entry, call)
        if value is None or not _set_path(interp, out, key, value, st):
            return UNKNOWN
    resolve(out, st)
    return out


def _scalar(interp: Interpreter, text: str, entry: Const, call: _Call, flag: Flag | None = None) -> Value | None:
    """A value written on a command line or in a dotlist (`key=static`), as OmegaConf reads it
    (through YAML's scalars); None when that reading is not certain."""
    if text == "":
        return Const("", entry.origin)
    try:
        data = textdata._scalar(text)
    except textdata._GiveUp:
        return None
    if isinstance(data, textdata._Unknown):
        return None
    where = entry.origin or interp.origin(call.node, "set here")
    note = f"`{text}` given here"
    return Const(data, Origin(where.span, note, where.path, flag))


def _set_path(interp: Interpreter, root: Value, dotted: str, value: Value, st: State) -> bool:
    parts = dotted.split(".")
    if not all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", p) for p in parts):
        return False
    ref = root
    for part in parts[:-1]:
        node = st.heap.get(ref)
        if not isinstance(node, ConfigDictObj):
            return False
        below = node.get(part)
        if below is ABSENT or not isinstance(_single(below, st), ConfigDictObj):
            if below is not ABSENT:
                return False
            child = ConfigDictObj(node.origin, {}, True, {}, node.root)
            below = st.heap.new(child)
            node = st.heap.writable(ref)
            assert isinstance(node, ConfigDictObj)
            node.items[part] = below
        ref = below
    written(interp, ref, parts[-1], value, st)
    return True


def _update(interp: Interpreter, call: _Call, st: State) -> Value:
    """`OmegaConf.update(cfg, "a.b", value)`."""
    if call.opaque or len(call.args) != 3 or set(call.kwargs) - {"merge", "force_add"}:
        interp._havoc_args(call, st)
        return UNKNOWN
    key = call.args[1]
    known = isinstance(key, Const) and isinstance(key.value, str)
    if not known or not _set_path(interp, call.args[0], key.value, call.args[2], st):  # type: ignore[attr-defined]
        interp._havoc_args(call, st)
    return Const(None)


def _plain(interp: Interpreter, value: Value, st: State, resolved: bool | None, depth: int = 0) -> Value:
    if depth > _MAX_DEPTH:
        return UNKNOWN
    if type(value) is Seq:
        return Seq(tuple(_plain(interp, v, st, resolved, depth + 1) for v in value.items), value.is_tuple)
    node = _single(value, st)
    if not isinstance(node, ConfigDictObj):
        return value if node is None else UNKNOWN
    out = DictObj(node.origin, {}, node.complete)
    for key, item in node.items.items():
        if key in node.interps and not resolved:
            out.items[key] = UNKNOWN if resolved is None or node.interps[key] == _UNRESOLVED else Const(_raw(node, key))
        else:
            out.items[key] = _plain(interp, item, st, resolved, depth + 1)
    return st.heap.new(out)


def _to_container(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or len(call.args) != 1 or set(call.kwargs) - {"resolve", "throw_on_missing", "enum_to_str"}:
        return UNKNOWN
    flag = call.kwargs.get("resolve", Const(False))
    resolved = flag.value if isinstance(flag, Const) and isinstance(flag.value, bool) else None
    return _plain(interp, call.args[0], st, resolved)


def _to_object(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or call.kwargs or len(call.args) != 1:
        return UNKNOWN
    return _plain(interp, call.args[0], st, True)


def _resolve_call(interp: Interpreter, call: _Call, st: State) -> Value:
    """`OmegaConf.resolve(cfg)`: the interpolations replaced by their values, in place."""
    if call.opaque or call.kwargs or len(call.args) != 1:
        return UNKNOWN
    for ref in _nodes(call.args[0], st):
        node = st.heap.get(ref)
        if isinstance(node, ConfigDictObj) and node.interps:
            node = st.heap.writable(ref)
            assert isinstance(node, ConfigDictObj)
            node.interps = {}
    return Const(None)


def _yaml_of(interp: Interpreter, config: Value, resolve: Value, st: State) -> Value:
    """The YAML text `OmegaConf.to_yaml` / `OmegaConf.save` write of a config, as a text known by
    its parse (core/files.py's DataText): interpolations written as they are (`${a.b}`, read
    again against the loaded config) unless `resolve=True`."""
    if not (isinstance(resolve, Const) and isinstance(resolve.value, bool)) or not isinstance(_single(config, st), ConfigDictObj):
        return UNKNOWN
    return files.data_text(_plain(interp, config, st, resolve.value), "YAML", st)


def _to_yaml(interp: Interpreter, call: _Call, st: State) -> Value:
    if call.opaque or len(call.args) != 1 or set(call.kwargs) - {"resolve", "sort_keys"}:
        return UNKNOWN
    return _yaml_of(interp, call.args[0], call.kwargs.get("resolve", Const(False)), st)


def _save(interp: Interpreter, call: _Call, st: State) -> Value:
    """`OmegaConf.save(cfg, path)` (or an open handle): the file holds the config's YAML."""
    target = call.args[1] if len(call.args) > 1 else call.kwargs.get("f", UNKNOWN)
    path = target.path if isinstance(target, files.FileHandle) else files.path_of(target)
    if path is None:
        return Const(None)
    if call.opaque or not call.args or len(call.args) > 3 or set(call.kwargs) - {"f", "resolve"}:
        files.write(interp, path, UNKNOWN, st)
        return Const(None)
    resolve = call.args[2] if len(call.args) > 2 else call.kwargs.get("resolve", Const(False))
    writes = not isinstance(target, files.FileHandle) or "w" in target.mode
    files.write(interp, path, _yaml_of(interp, call.args[0], resolve, st) if writes else UNKNOWN, st)
    return Const(None)


def _pure(interp: Interpreter, call: _Call, st: State) -> Value:
    """Calls that read a config or change how it may be written, never what it holds."""
    return UNKNOWN


# ---------------------------------------------------------------- hydra


def _store_table(interp: Interpreter, st: State, writable: bool = False) -> DictObj | None:
    ref = interp.lookup(STORE, st)
    if not writable:
        obj = st.heap.get(ref)
        return obj if isinstance(obj, DictObj) else None
    obj = st.heap.writable(ref)
    if not isinstance(obj, DictObj):
        obj = DictObj(None)
        interp.bind_module_slot(STORE, st.heap.new(obj), st)
    return obj


def _config_store(interp: Interpreter, call: _Call, st: State) -> Value:
    from hflint.core.values import Symbol

    return Symbol("hydra.core.config_store.ConfigStore")


def _store(interp: Interpreter, call: _Call, st: State) -> Value:
    """`ConfigStore.instance().store(name="app", node=AppConfig)` (no group: a primary config)."""
    args = dict(call.kwargs)
    positional = ("name", "node", "group", "package", "provider")
    if call.opaque or len(call.args) > len(positional):
        return Const(None)
    for param, value in zip(positional, call.args):
        args[param] = value
    name, node = args.get("name"), args.get("node")
    table = _store_table(interp, st, writable=True)
    if table is None:
        return Const(None)
    if not (isinstance(name, Const) and isinstance(name.value, str)) or node is None:
        table.complete = False
        return Const(None)
    key = name.value.removesuffix(".yaml")
    if args.get("group") not in (None,) and not (isinstance(args["group"], Const) and args["group"].value is None):
        table.items[f"{args['group']}/{key}"] = UNKNOWN
        return Const(None)
    if isinstance(node, ClassVal):
        from hflint.core.flow import _Call as Call

        node = interp._instantiate(node, Call(call.node, (), {}, False), st)
    table = _store_table(interp, st, writable=True)
    assert table is not None
    table.items[key] = node
    return Const(None)


def main_config(interp: Interpreter, decorator: object, st: State) -> Value | None:
    """The config `@hydra.main(config_name=...)` hands its function when the script runs with no
    argument: the stored node's config, each value a default the command line may override.
    None: not hydra's decorator."""
    import ast

    if not isinstance(decorator, ast.Call):
        return None
    kwargs = {k.arg: k.value for k in decorator.keywords if k.arg}
    path = kwargs.get("config_path")
    name = kwargs.get("config_name")
    if path is not None and not (isinstance(path, ast.Constant) and path.value is None):
        return UNKNOWN
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        return UNKNOWN
    table = _store_table(interp, st)
    node = table.get(name.value.removesuffix(".yaml")) if table is not None else ABSENT
    if node is ABSENT or node is UNKNOWN:
        return UNKNOWN
    made = convert(interp, node, st)
    if made is UNKNOWN:
        return UNKNOWN
    _flag_defaults(made, st, "")
    return made


def _flag_defaults(ref: Value, st: State, prefix: str, depth: int = 0) -> None:
    node = st.heap.get(ref)
    if not isinstance(node, ConfigDictObj) or depth > _MAX_DEPTH:
        return
    node = st.heap.writable(ref)
    assert isinstance(node, ConfigDictObj)
    for key, item in list(node.items.items()):
        dotted = f"{prefix}{key}"
        if isinstance(item, Const) and item.origin is not None:
            flag = Flag(dotted, "value", repr(item.value))
            o = item.origin
            node.items[key] = Const(item.value, Origin(o.span, o.note, o.path, flag), item.node)
        elif isinstance(st.heap.get(item), ConfigDictObj):
            _flag_defaults(item, st, dotted + ".", depth + 1)


def _initialize_config_dir(interp: Interpreter, call: _Call, st: State) -> Value:
    folder = call.kwargs.get("config_dir", call.args[0] if call.args else None)
    path = files.path_of(folder) if folder is not None else None
    interp.bind_module_slot(_CONFIG_DIR, Const(path) if path is not None else UNKNOWN, st)
    return UNKNOWN


def _compose(interp: Interpreter, call: _Call, st: State) -> Value:
    """`compose(config_name="config", overrides=["a.b=1"])` in `initialize_config_dir(...)`."""
    if call.opaque or call.args or set(call.kwargs) - {"config_name", "overrides", "return_hydra_config"}:
        return UNKNOWN
    name = call.kwargs.get("config_name")
    folder = interp.lookup(_CONFIG_DIR, st)
    if not (isinstance(name, Const) and isinstance(name.value, str)) or not isinstance(folder, Const):
        return UNKNOWN
    if not isinstance(folder.value, str):
        return UNKNOWN
    text = files.read(interp, os.path.join(folder.value, name.value.removesuffix(".yaml") + ".yaml"), st)
    made = _from_text(interp, call, text, st)
    overrides = call.kwargs.get("overrides", Seq(()))
    if made is UNKNOWN or type(overrides) is not Seq:
        return UNKNOWN
    for entry in overrides.items:
        if not (isinstance(entry, Const) and isinstance(entry.value, str)) or "=" not in entry.value:
            return UNKNOWN
        key, _, value_text = entry.value.partition("=")
        if key.startswith(("+", "~")):
            return UNKNOWN
        value = _scalar(interp, value_text, entry, call)
        if value is None or not _set_path(interp, made, key, value, st):
            return UNKNOWN
    return made


SYMBOL_CALLS = {
    "omegaconf.OmegaConf.create": _create,
    "omegaconf.DictConfig": _create,
    "omegaconf.OmegaConf.structured": _structured,
    "omegaconf.OmegaConf.load": _load,
    "omegaconf.OmegaConf.merge": _merge_call,
    "omegaconf.OmegaConf.unsafe_merge": _merge_call,
    "omegaconf.OmegaConf.from_dotlist": _from_dotlist,
    "omegaconf.OmegaConf.from_cli": _from_cli,
    "omegaconf.OmegaConf.update": _update,
    "omegaconf.OmegaConf.to_container": _to_container,
    "omegaconf.OmegaConf.to_object": _to_object,
    "omegaconf.OmegaConf.resolve": _resolve_call,
    "omegaconf.OmegaConf.to_yaml": _to_yaml,
    "omegaconf.OmegaConf.save": _save,
    **dict.fromkeys(
        (
            "omegaconf.OmegaConf.set_struct",
            "omegaconf.OmegaConf.set_readonly",
            "omegaconf.OmegaConf.is_missing",
            "omegaconf.OmegaConf.is_config",
            "omegaconf.OmegaConf.is_dict",
            "omegaconf.OmegaConf.is_list",
            "omegaconf.OmegaConf.select",
            "omegaconf.OmegaConf.register_new_resolver",
        ),
        _pure,
    ),
    "hydra.core.config_store.ConfigStore.instance": _config_store,
    "hydra.core.config_store.ConfigStore.store": _store,
    "hydra.initialize_config_dir": _initialize_config_dir,
    "hydra.compose": _compose,
}


# ---------------------------------------------------------------- configparser

_INI_BOOLEANS = {"1": True, "yes": True, "true": True, "on": True, "0": False, "no": False, "false": False, "off": False}


def _ini_parser(interp: Interpreter, call: _Call, st: State) -> Value:
    """`configparser.ConfigParser()`: no section yet (options keep their names lowercased)."""
    from hflint.core.values import IniObj

    if call.opaque or call.args or set(call.kwargs) - {"interpolation"}:
        return UNKNOWN
    return st.heap.new(IniObj(interp.origin(call.node, "ConfigParser made here")))


def _ini_read(interp: Interpreter, parser: object, text: Value, where: Origin, st: State) -> None:
    """The sections of `text` (a Const the walk knows) added to `parser`, as configparser reads
    them; a text it cannot read, or a value with `%` interpolation, leaves what it holds unknown."""
    import configparser

    from hflint.core.values import IniObj, IniSectionObj

    assert isinstance(parser, IniObj)
    if not (isinstance(text, Const) and isinstance(text.value, str)):
        parser.complete = False
        for name in list(parser.items):
            parser.items[name] = UNKNOWN
        return
    reader = configparser.ConfigParser(interpolation=None)
    try:
        reader.read_string(text.value)
    except configparser.Error:
        parser.complete = False
        return
    flag = text.origin.flag if text.origin is not None else None
    for name in reader.sections():
        below = parser.items.get(name)
        found = st.heap.get(below) if below is not None else None
        section = found.copy() if isinstance(found, IniSectionObj) else IniSectionObj(where)
        for key, raw in reader.items(name):
            note = f"`{key} = {raw}` read here"
            section.items[key] = UNKNOWN if "%" in raw else Const(raw, Origin(where.span, note, where.path, flag))
        parser.items[name] = st.heap.new(section)


def ini_section(interp: Interpreter, value: Value, node: ast.AST, st: State) -> Value:
    """`parser["decoding"] = {"use_cache": "false", "max_new_tokens": 8}`: configparser's
    `read_dict` makes a section of the dict, each value turned into its string (`str(8)`); a
    dict the walk does not know in full makes a section it does not know."""
    from hflint.core.values import IniSectionObj

    found = [st.heap.get(o) for o in options(value)]
    if len(found) != 1 or not isinstance(found[0], DictObj) or not found[0].complete:
        return UNKNOWN
    section = IniSectionObj(interp.origin(node, "section written here"))
    for key, item in found[0].items.items():
        if not (isinstance(item, Const) and isinstance(item.value, (str, int, float, bool))):
            return UNKNOWN
        section.items[key.lower()] = Const(str(item.value), item.origin)
    return st.heap.new(section)


def _ini_text(obj: object, st: State) -> Value:
    """The INI text `parser.write(fh)` writes, when every section and option is known (made by
    configparser itself, so that reading it back is configparser's reading)."""
    import configparser
    import io

    from hflint.core.values import IniObj, IniSectionObj

    if not isinstance(obj, IniObj) or not obj.complete:
        return UNKNOWN
    writer = configparser.ConfigParser(interpolation=None)
    flag = None
    for name, ref in obj.items.items():
        section = st.heap.get(ref) if len(options(ref)) == 1 else None
        if not isinstance(section, IniSectionObj) or not section.complete:
            return UNKNOWN
        values = {}
        for key, raw in section.items.items():
            if not (isinstance(raw, Const) and isinstance(raw.value, str)):
                return UNKNOWN
            flag = flag or (raw.origin.flag if raw.origin is not None else None)
            values[key] = raw.value
        if name == configparser.DEFAULTSECT:
            writer[name] = values
        else:
            writer.read_dict({name: values})
    out = io.StringIO()
    writer.write(out)
    where = Origin(obj.origin.span, "INI written here", obj.origin.path, flag) if obj.origin is not None else None
    return Const(out.getvalue(), where)


def ini_method(interp: Interpreter, receiver: Value, name: str, call: _Call, st: State) -> Value:
    """A ConfigParser's or a section's methods: `read`, `read_string`, `get`, `getint`,
    `getfloat`, `getboolean` (with `fallback=`), a section's `get(key, default)`."""
    from hflint.core.values import IniObj, IniSectionObj

    found = [st.heap.get(o) for o in options(receiver)]
    if len(found) != 1 or call.opaque:
        return UNKNOWN
    obj = found[0]
    if isinstance(obj, IniObj) and name in ("read", "read_string", "read_file"):
        parser = st.heap.writable(receiver)
        where = interp.origin(call.node, "read here")
        arg = call.args[0] if call.args else UNKNOWN
        if name == "read_string":
            _ini_read(interp, parser, arg, where, st)
        elif name == "read_file":
            _ini_read(interp, parser, files.handle_text(interp, arg, st) or UNKNOWN, where, st)
        else:
            paths = arg.items if type(arg) is Seq else (arg,)
            for p in paths:
                path = files.path_of(p)
                _ini_read(interp, parser, files.read(interp, path, st) if path is not None else UNKNOWN, where, st)
        return UNKNOWN
    if isinstance(obj, IniObj) and name == "write" and len(call.args) == 1:
        # `parser.write(fh)` on a file opened for writing: the file holds the INI text
        handle = call.args[0]
        if isinstance(handle, files.FileHandle):
            files.write(interp, handle.path, _ini_text(obj, st) if "w" in handle.mode else UNKNOWN, st)
        return Const(None)
    if isinstance(obj, IniObj) and name == "items" and len(call.args) == 1 and not call.kwargs:
        # `parser.items("generation")`: the section's (option, value) pairs (the DEFAULT
        # section's too, which this walk leaves unknown)
        section_name = call.args[0]
        if not (isinstance(section_name, Const) and isinstance(section_name.value, str)) or "DEFAULT" in obj.items:
            return UNKNOWN
        found_section = [st.heap.get(o) for o in options(obj.get(section_name.value))]
        if len(found_section) != 1 or not isinstance(found_section[0], IniSectionObj) or not found_section[0].complete:
            return UNKNOWN
        pairs = [Seq((Const(k), v), True) for k, v in found_section[0].items.items()]
        if any(not isinstance(v, Const) for _, v in found_section[0].items.items()):
            return UNKNOWN
        return Seq(tuple(pairs), False)
    if isinstance(obj, IniObj) and name in ("get", "getint", "getfloat", "getboolean") and len(call.args) == 2:
        section_name, option = call.args
        if not (isinstance(section_name, Const) and isinstance(section_name.value, str)):
            return UNKNOWN
        section = obj.get(section_name.value)
        sections = [st.heap.get(o) for o in options(section)] if section is not ABSENT else []
        if section is ABSENT and obj.complete:
            return call.kwargs.get("fallback", UNKNOWN)
        if len(sections) != 1 or not isinstance(sections[0], IniSectionObj):
            return UNKNOWN
        return _ini_option(sections[0], name, option, call.kwargs.get("fallback"))
    if isinstance(obj, IniSectionObj) and name in ("get", "getint", "getfloat", "getboolean") and 1 <= len(call.args) <= 2:
        fallback = call.args[1] if len(call.args) == 2 else call.kwargs.get("fallback", Const(None) if name == "get" else None)
        return _ini_option(obj, name, call.args[0], fallback)
    return UNKNOWN


def _ini_option(section: object, method: str, option: Value, fallback: Value | None) -> Value:
    assert isinstance(section, DictObj)
    if not (isinstance(option, Const) and isinstance(option.value, str)):
        return UNKNOWN
    raw = section.get(option.value.lower())
    if raw is ABSENT:
        return fallback if fallback is not None and section.complete else UNKNOWN
    if not (isinstance(raw, Const) and isinstance(raw.value, str)):
        return UNKNOWN
    text = raw.value
    try:
        if method == "getint":
            value: object = int(text)
        elif method == "getfloat":
            value = float(text)
        elif method == "getboolean":
            if text.lower() not in _INI_BOOLEANS:
                return UNKNOWN
            value = _INI_BOOLEANS[text.lower()]
        else:
            return raw
    except ValueError:
        return UNKNOWN
    return Const(value, raw.origin)


SYMBOL_CALLS.update(
    {
        "configparser.ConfigParser": _ini_parser,
        "configparser.RawConfigParser": _ini_parser,
    }
)
