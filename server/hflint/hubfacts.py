"""Load and validate catalog/checkpoints/*.toml: what a well-known hub checkpoint name tells without its files.

One file per family (`gemma2.toml`, `qwen2_5.toml`, ...). Each names its checkpoints
exactly (a name may hold `{a,b}` alternatives, expanded into every combination) and
states, for each group of names, what the checkpoint's `config.json` and
`generation_config.json` on the hub hold, each table with the place it was read
(`source`). The analysis uses a name's facts only when the checkpoint's own files are
not on this disk (core/checkpoints.py keeps priority). Loaded once, on the first
look-up of a name; a broken file fails the load, naming the file and the field.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from hflint.catalog import CatalogError, default_root

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# generation_config.json fields the rules read, with the type a value must have.
GEN_TYPES: Mapping[str, type] = MappingProxyType(
    {
        "use_cache": bool,
        "cache_implementation": str,
        "cache_config": dict,
        "num_beams": int,
        "num_return_sequences": int,
        "do_sample": bool,
        # (sampling flags: HF136 reads them when sampling is turned off)
        "temperature": float,
        "top_p": float,
        "top_k": int,
        # (HF132: the penalty the main model's config hands a pruned draft)
        "repetition_penalty": float,
        # (HF147: a budget in new tokens, which makes a max_length at the call harmless)
        "max_new_tokens": int,
    }
)
# config.json fields the table may state. vocab_size is the text model's
# (`config.get_text_config().vocab_size`): what generate compares to decide whether
# main model and assistant share a tokenizer. The encoder fields are Whisper's.
CONFIG_TYPES: Mapping[str, type] = MappingProxyType(
    {
        "vocab_size": int,
        "use_cache": bool,
        "sliding_window": int,
        "layer_types": bool,
        "is_encoder_decoder": bool,
        "d_model": int,
        "encoder_layers": int,
        "encoder_attention_heads": int,
        "encoder_ffn_dim": int,
        "decoder_layers": int,
        "num_mel_bins": int,
        # (Whisper: the decoder's positions, which prompt and max_new_tokens must fit in: HF308)
        "max_target_positions": int,
        # (GPT-2: the learned position table's rows, which prompt and new tokens must fit in: HF336)
        "n_positions": int,
        # true: config.json sets no GenerationConfig field but token ids and use_cache (what
        # GenerationConfig.from_model_config(model.config) copies is then known in full)
        "no_generation_fields": bool,
        # true: config.json sets no pad_token_id (`model.config.pad_token_id` is None; GPT-2's
        # forward pass then skips its padding check, which reuses of a cache reach: HF154)
        "no_pad_token_id": bool,
    }
)

_FAMILY_RE = re.compile(r"^[a-z0-9]+(?:[_-][a-z0-9]+)*$")
# (a few types are hyphenated: "vision-encoder-decoder", "speech-encoder-decoder", "blenderbot-small")
_MODEL_TYPE_RE = re.compile(r"^[a-z0-9]+(?:[_-][a-z0-9]+)*$")
# A hub repository id as from_pretrained accepts it: "name" or "org/name".
_REPO_ID_RE = re.compile(r"^(?:[A-Za-z0-9][\w.-]*/)?[A-Za-z0-9][\w.-]*$")
_ALTERNATIVES_RE = re.compile(r"\{([^{}]*)\}")

_TOP_REQUIRED = {"family": str, "title": str, "model_type": str, "tokenizer": str, "checkpoints": list}
_TOP_OPTIONAL = {"note": str, "tokenizer_files": str}
_GROUP_REQUIRED = {"names": list, "config": dict}
_GROUP_OPTIONAL = {
    "model_type": str,
    "tokenizer": str,
    "tokenizer_files": str,
    "generation_config": dict,
    "tokenizer_config": dict,
    "note": str,
}
# What the checkpoint's tokenizer files (tokenizer_config.json, special_tokens_map.json) hold.
# no_pad_token: true, they set no pad token and the tokenizer class gives none by default, so the
# loaded tokenizer's `pad_token_id` is None (a pipeline then cannot batch: HF166).
# eos_token: the text of its end-of-sequence token (what `tokenizer.eos_token` reads), where known.
_TOKENIZER_REQUIRED = {"source": str, "no_pad_token": bool}
_TOKENIZER_OPTIONAL = {"eos_token": str}
_GEN_REQUIRED = {"source": str}
_GEN_OPTIONAL = {"sets": dict, "leaves_out": list, "transformers_version": str, "complete": bool}
# A release as a generation_config.json records it ("4.51.0", "4.50.0.dev0", "4.42.0.rc1").
_VERSION_RE = re.compile(r"^\d+\.\d+(?:\.\d+)?(?:\.?(?:dev|rc|a|b)\d+)?$")


@dataclass(frozen=True, slots=True)
class HubCheckpoint:
    """What the table says about one checkpoint name."""

    name: str
    family: str
    title: str  # the family's name for people ("Gemma 2")
    model_type: str
    tokenizer: str  # the tokenizer family, for messages ("Gemma SentencePiece, 256k")
    path: str  # the data file
    # config.json facts (CONFIG_TYPES keys the file states) and where they, and the model type, were read.
    config: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    config_source: str | None = None
    # generation_config.json: the fields it sets, the fields it is known to leave out
    # (they take the release's defaults), where it was read. A field in neither is unknown.
    gen_sets: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    gen_leaves_out: frozenset[str] = frozenset()
    gen_source: str | None = None
    # The file's `transformers_version` ("4.51.0"), which 4.57's generate compares with 4.50 before
    # merging a passed GenerationConfig with it; None where the table does not say.
    gen_version: str | None = None
    # True when the file is known in full: it sets nothing GenerationConfig.validate() reads
    # beyond `gen_sets` (token ids aside), so every other field has the release's default (HF136).
    gen_complete: bool = False
    # Checkpoints with the same value ship the very same tokenizer (vocabulary and added tokens);
    # None where the table does not say. Only the embedding padding (vocab_size) may differ.
    tokenizer_files: str | None = None
    # True when the tokenizer the checkpoint's files make has no pad token (`tokenizer_config`
    # table), with where that was read; False where the table does not say.
    tokenizer_no_pad: bool = False
    tokenizer_source: str | None = None
    # The text of its eos token (`tokenizer.eos_token`, a string: HF350), where the table says.
    tokenizer_eos: str | None = None

    @property
    def file_name(self) -> str:
        """The data file as people find it in the repository: `catalog/checkpoints/gemma2.toml`."""
        return f"catalog/checkpoints/{os.path.basename(self.path)}"  # (a Path costs 10 µs; asked at every load)

    @property
    def vocab_size(self) -> int | None:
        value = self.config.get("vocab_size")
        return value if isinstance(value, int) else None

    @property
    def knows_generation_config(self) -> bool:
        return self.gen_source is not None


@dataclass(frozen=True, slots=True)
class HubTable:
    by_name: Mapping[str, HubCheckpoint]  # keys lowercased
    root: str
    files: tuple[str, ...]

    def get(self, name: str) -> HubCheckpoint | None:
        return self.by_name.get(name.lower())

    def __len__(self) -> int:
        return len(self.by_name)


def default_folder() -> Path:
    return default_root() / "checkpoints"


# ---------------------------------------------------------------- validation


def _typed(path: Path, where: str, table: Mapping[str, Any], required: Mapping[str, type], optional: Mapping[str, type]) -> None:
    for key in table:
        if key not in required and key not in optional:
            raise CatalogError(path, f"{where}{key}", "unknown key")
    for key in required:
        if key not in table:
            raise CatalogError(path, f"{where}{key}", "missing")
    for key, value in table.items():
        typ = required.get(key) or optional[key]
        _check_type(path, f"{where}{key}", value, typ)


def _check_type(path: Path, where: str, value: Any, typ: type) -> None:
    if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
        raise CatalogError(path, where, f"must be {_type_name(typ)}, got {_type_name(type(value))}")
    if isinstance(value, str) and not value.strip():
        raise CatalogError(path, where, "must not be empty")
    if typ is int and isinstance(value, int) and value < 1:
        raise CatalogError(path, where, "must be a positive integer")


def _type_name(typ: type) -> str:
    return {dict: "table", list: "array", str: "str", int: "int", bool: "bool"}.get(typ, typ.__name__)


def expand_names(pattern: str) -> list[str]:
    """`"google/gemma-2-{2b,9b}{,-it}"` → the four names, in order."""
    m = _ALTERNATIVES_RE.search(pattern)
    if m is None:
        return [pattern]
    head, tail = pattern[: m.start()], pattern[m.end() :]
    return [head + choice + rest for choice in m.group(1).split(",") for rest in expand_names(tail)]


def _names(path: Path, where: str, raw: list[Any]) -> list[str]:
    if not raw:
        raise CatalogError(path, where, "must name at least one checkpoint")
    out: list[str] = []
    seen: set[str] = set()
    for i, item in enumerate(raw):
        here = f"{where}[{i}]"
        if not isinstance(item, str) or not item.strip():
            raise CatalogError(path, here, "must be a non-empty string")
        stripped = _ALTERNATIVES_RE.sub("", item)
        if "{" in stripped or "}" in stripped:
            raise CatalogError(path, here, f"{item!r} has an unbalanced or nested brace")
        for name in expand_names(item):
            if not _REPO_ID_RE.match(name) or ".." in name or "--" in name:
                raise CatalogError(path, here, f"{name!r} is not a hub repository id")
            if name.lower() in seen:
                raise CatalogError(path, here, f"{name!r} is named twice")
            seen.add(name.lower())
            out.append(name)
    return out


def _config(path: Path, where: str, raw: Mapping[str, Any]) -> tuple[dict[str, Any], str]:
    if "source" not in raw:
        raise CatalogError(path, f"{where}source", "missing")
    _check_type(path, f"{where}source", raw["source"], str)
    facts: dict[str, Any] = {}
    for key, value in raw.items():
        if key == "source":
            continue
        typ = CONFIG_TYPES.get(key)
        if typ is None:
            raise CatalogError(path, f"{where}{key}", f"unknown key (config.json keys: {', '.join(CONFIG_TYPES)})")
        _check_type(path, f"{where}{key}", value, typ)
        facts[key] = value
    return facts, raw["source"]


def _generation(path: Path, where: str, raw: Mapping[str, Any]) -> tuple[dict[str, Any], frozenset[str], str, str | None, bool]:
    _typed(path, where, raw, _GEN_REQUIRED, _GEN_OPTIONAL)
    written = raw.get("transformers_version")
    if written is not None and not _VERSION_RE.match(written):
        raise CatalogError(path, f"{where}transformers_version", f'{written!r} is not a transformers release ("4.51.0")')
    sets: dict[str, Any] = {}
    for key, value in raw.get("sets", {}).items():
        typ = GEN_TYPES.get(key)
        if typ is None:
            raise CatalogError(path, f"{where}sets.{key}", f"not a field the rules read ({', '.join(GEN_TYPES)})")
        _check_type(path, f"{where}sets.{key}", value, typ)
        sets[key] = value
    leaves: list[str] = []
    for i, key in enumerate(raw.get("leaves_out", [])):
        if not isinstance(key, str) or key not in GEN_TYPES:
            raise CatalogError(path, f"{where}leaves_out[{i}]", f"{key!r} is not a field the rules read ({', '.join(GEN_TYPES)})")
        if key in sets:
            raise CatalogError(path, f"{where}leaves_out[{i}]", f"{key!r} is also in sets")
        if key in leaves:
            raise CatalogError(path, f"{where}leaves_out[{i}]", f"{key!r} is listed twice")
        leaves.append(key)
    if not sets and not leaves:
        raise CatalogError(path, where.rstrip("."), "states no fact (give `sets` or `leaves_out`)")
    complete = raw.get("complete", False)
    if complete:
        # (known in full: it leaves out every other field the rules read)
        leaves.extend(key for key in GEN_TYPES if key not in sets and key not in leaves)
    return sets, frozenset(leaves), raw["source"], written, complete


def parse_family(path: Path, data: Mapping[str, Any]) -> list[HubCheckpoint]:
    """Validate one parsed file; raise CatalogError naming the field on any problem."""
    _typed(path, "", data, _TOP_REQUIRED, _TOP_OPTIONAL)
    family = data["family"]
    if not _FAMILY_RE.match(family):
        raise CatalogError(path, "family", f"{family!r} is not a lowercase identifier")
    if path.stem != family:
        raise CatalogError(path, "family", f"{family!r} does not match the file name {path.name!r}")
    if not _MODEL_TYPE_RE.match(data["model_type"]):
        raise CatalogError(path, "model_type", f"{data['model_type']!r} is not a transformers model type")
    if not data["checkpoints"]:
        raise CatalogError(path, "checkpoints", "must hold at least one group of checkpoints")
    out: list[HubCheckpoint] = []
    seen: dict[str, int] = {}
    for i, group in enumerate(data["checkpoints"]):
        where = f"checkpoints[{i}]."
        if not isinstance(group, dict):
            raise CatalogError(path, f"checkpoints[{i}]", "must be a table")
        _typed(path, where, group, _GROUP_REQUIRED, _GROUP_OPTIONAL)
        model_type = group.get("model_type", data["model_type"])
        if not _MODEL_TYPE_RE.match(model_type):
            raise CatalogError(path, where + "model_type", f"{model_type!r} is not a transformers model type")
        # `config.source` also answers for the model type: the file it was read from.
        config, config_source = _config(path, where + "config.", group["config"])
        gen_sets: dict[str, Any] = {}
        leaves: frozenset[str] = frozenset()
        gen_source = None
        gen_version = None
        gen_complete = False
        if "generation_config" in group:
            gen_sets, leaves, gen_source, gen_version, gen_complete = _generation(
                path, where + "generation_config.", group["generation_config"]
            )
        tokenizer_no_pad = False
        tokenizer_source = None
        tokenizer_eos = None
        if "tokenizer_config" in group:
            _typed(path, where + "tokenizer_config.", group["tokenizer_config"], _TOKENIZER_REQUIRED, _TOKENIZER_OPTIONAL)
            tokenizer_no_pad = group["tokenizer_config"]["no_pad_token"]
            tokenizer_source = group["tokenizer_config"]["source"]
            tokenizer_eos = group["tokenizer_config"].get("eos_token")
        for name in _names(path, where + "names", group["names"]):
            if name.lower() in seen:
                raise CatalogError(path, where + "names", f"{name!r} is already named in checkpoints[{seen[name.lower()]}]")
            seen[name.lower()] = i
            out.append(
                HubCheckpoint(
                    name=name,
                    family=family,
                    title=data["title"],
                    model_type=model_type,
                    tokenizer=group.get("tokenizer", data["tokenizer"]),
                    tokenizer_files=group.get("tokenizer_files", data.get("tokenizer_files")),
                    path=str(path),
                    config=MappingProxyType(dict(config)),
                    config_source=config_source,
                    gen_sets=MappingProxyType(dict(gen_sets)),
                    gen_leaves_out=leaves,
                    gen_source=gen_source,
                    gen_version=gen_version,
                    gen_complete=gen_complete,
                    tokenizer_no_pad=tokenizer_no_pad,
                    tokenizer_source=tokenizer_source,
                    tokenizer_eos=tokenizer_eos,
                )
            )
    return out


def load_family(path: Path) -> list[HubCheckpoint]:
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise CatalogError(path, "<file>", f"cannot read: {err.strerror}") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as err:
        raise CatalogError(path, "<file>", f"not UTF-8 ({err.reason} at byte {err.start})") from None
    except tomllib.TOMLDecodeError as err:
        raise CatalogError(path, "<toml>", str(err)) from None
    return parse_family(path, data)


def load_table(folder: Path | str | None = None) -> HubTable:
    """Load every `*.toml` under `folder`; any broken file, or a name two files claim, fails the load."""
    root = Path(folder) if folder is not None else default_folder()
    if not root.is_dir():
        raise CatalogError(root, "<folder>", "checkpoint table folder not found")
    by_name: dict[str, HubCheckpoint] = {}
    files: list[str] = []
    for path in sorted(root.glob("*.toml")):
        for ckpt in load_family(path):
            key = ckpt.name.lower()
            if key in by_name:
                raise CatalogError(path, "checkpoints", f"{ckpt.name!r} is already named in {by_name[key].path}")
            by_name[key] = ckpt
        files.append(str(path))
    if not files:
        raise CatalogError(root, "<folder>", "no checkpoint families (*.toml) found")
    return HubTable(MappingProxyType(by_name), str(root), tuple(files))


_table: HubTable | None = None
_lock = threading.Lock()


def default_table() -> HubTable:
    """The shipped table, loaded on first use (the analysis asks only when a script names a checkpoint)."""
    global _table
    table = _table
    if table is None:
        with _lock:
            if _table is None:
                _table = load_table()
            table = _table
    return table


def lookup(name: str) -> HubCheckpoint | None:
    """The table's facts for a checkpoint name (exact, case-insensitive); None for a name it does not hold."""
    if not name or len(name) > 200:
        return None
    return default_table().get(name)
