"""A checkpoint's config.json and generation_config.json, read from a local folder or the local Hugging Face cache."""

from __future__ import annotations

import json
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from hflint.core.findings import Span
from hflint.core.genfields import GENERATION_CONFIG_FIELDS, GENERATION_CONFIG_FIELDS_SINCE
from hflint.core.modelinfo import EncoderShape
from hflint.smallfiles import DEFAULT_LIMIT, FileStamp, is_dir, read_text, stamp

CONFIG_NAME = "config.json"
GENERATION_CONFIG_NAME = "generation_config.json"
# The generation settings the rules read; a key is kept only when the file has it.
GEN_KEYS = (
    "use_cache", "cache_implementation", "cache_config", "num_beams", "num_return_sequences", "do_sample", "max_new_tokens"
)  # fmt: skip
# The config.json settings kept with their line, for evidence.
CONFIG_KEYS = ("model_type", "vocab_size", "use_cache", "layer_types", "sliding_window", "d_model")

# A hub repository id as huggingface_hub accepts it: "name" or "org/name".
_REPO_ID_RE = re.compile(r"^(?:[A-Za-z0-9][\w.-]*/)?[A-Za-z0-9][\w.-]*$")
_REVISION_RE = re.compile(r"^[\w.-]+(?:/[\w.-]+)*$")
_CACHE_SIZE = 256

_EMPTY: Mapping[str, Any] = MappingProxyType({})


# Decoder-only model types whose config classes (4.57.6 to 5.24.0) give no generation field a
# default of their own (only use_cache and token ids): a config.json of theirs that sets none
# makes `GenerationConfig.from_model_config` the release's defaults.
PLAIN_DECODER_TYPES = frozenset({"gpt2", "llama", "mistral", "qwen2", "qwen3", "phi3", "opt", "gpt_neox"})
# GenerationConfig's fields in any release other than token ids, use_cache and
# transformers_version: a config.json that sets one hands it to from_model_config.
_GENERATION_FIELDS = frozenset(GENERATION_CONFIG_FIELDS | GENERATION_CONFIG_FIELDS_SINCE.keys()) - {
    "bos_token_id",
    "eos_token_id",
    "pad_token_id",
    "decoder_start_token_id",
    "use_cache",
    "transformers_version",
}


@dataclass(frozen=True, slots=True)
class CheckpointInfo:
    """What a checkpoint's files say about the model generate and export will see."""

    folder: Path
    model_type: str | None = None
    vocab_size: int | None = None  # the text model's (top level, else text_config)
    config_use_cache: bool | None = None  # config.json use_cache (top level, else text_config)
    layer_types: tuple[str, ...] | None = None
    sliding_window: int | None = None
    has_generation_config: bool = False
    # A speech encoder's shape (d_model, encoder_layers, encoder_attention_heads, encoder_ffn_dim),
    # when config.json gives all four.
    encoder: EncoderShape | None = None
    # True when the checkpoint is known to have no generation_config.json (a local folder
    # without one, or the cache's `.no_exist` marker); False also when it is merely unseen.
    generation_config_absent: bool = False
    # generation_config.json's values for GEN_KEYS, only the keys the file holds.
    gen: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    # generation_config.json's `transformers_version` (None when the file has none, or no file).
    gen_version: str | None = None
    config_path: Path | None = None
    generation_config_path: Path | None = None
    # 1-based line of each key in its file ("use_cache" → 5), for evidence.
    config_lines: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    gen_lines: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    # Problems met (a broken file, a file too big): for logs and hovers, never raised.
    notes: tuple[str, ...] = ()
    # True when the files come from the Hugging Face cache rather than a folder the user named.
    from_hub_cache: bool = False
    # True when config.json is a plain decoder-only model's (PLAIN_DECODER_TYPES, no sub-config)
    # and sets no GenerationConfig field but token ids and use_cache: what
    # `GenerationConfig.from_model_config(model.config)` copies from it is then known in full.
    config_gen_free: bool = False
    # config.json's values for GEN_KEYS but use_cache (top level, not None): without a
    # generation_config.json, `GenerationConfig.from_model_config` copies them into the model's
    # generation config (4.57.6 to 5.24.0: a BART folder whose config.json sets num_beams 4
    # generates with 4 beams; a None is dropped, the default holds). Keys only a sub-config sets
    # (text_config, decoder, generator) are in `config_gen_unknown`: hflint does not follow that copy.
    config_gen: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    config_gen_unknown: frozenset[str] = frozenset()
    # generation_config.json read in full (None when it is not): every key a GenerationConfig
    # field of every release with a plain value (None, a boolean, a number, a string), or
    # `transformers_version` / `_from_model_config`, or a list of token ids for `bos_token_id` /
    # `eos_token_id` (left out here: a rule that reads them finds them unknown). The config
    # from_pretrained builds then has the release's defaults for every field it leaves out (HF136,
    # HF167 read it).
    gen_whole: Mapping[str, Any] | None = None

    @property
    def sources(self) -> tuple[Path, ...]:
        """The files read, for evidence."""
        return tuple(p for p in (self.config_path, self.generation_config_path) if p is not None)

    def gen_site(self, key: str) -> tuple[str, Span] | None:
        """Where generation_config.json sets `key`: (file, the whole line), for an Origin; None if it does not."""
        return _site(self.generation_config_path, self.gen_lines.get(key))

    def config_site(self, key: str) -> tuple[str, Span] | None:
        """Where config.json sets `key` (CONFIG_KEYS; the first line naming it)."""
        return _site(self.config_path, self.config_lines.get(key))


def _site(path: Path | None, line: int | None) -> tuple[str, Span] | None:
    if path is None or line is None:
        return None
    # Column 0 to the next line's start: the JSON file's own text is never needed
    # to convert the range (UTF-16 columns), and the editor shows the whole line.
    return str(path), Span(line, 0, line + 1, 0)


def read_checkpoint(
    name: str, *, base_dirs: Sequence[Path], hf_cache: Path | None = None, revision: str | None = None, subfolder: str = ""
) -> CheckpointInfo | None:
    """The checkpoint `from_pretrained(name)` would load, when its files are on this disk.

    `name` is a local folder (absolute, or relative to each of `base_dirs` in turn:
    the analysed file's folder, then the workspace root) or a hub name found in the
    local Hugging Face cache. Never downloads, never reads weights; returns None
    when nothing of the checkpoint is on disk.
    """
    if not isinstance(name, str) or not name or "\0" in name:
        return None
    folder, cached, notes = _locate(name, base_dirs, hf_cache, revision)
    if folder is None:
        return None
    if subfolder:
        if ".." in Path(subfolder).parts or Path(subfolder).is_absolute():
            return None
        folder = folder / subfolder
        if not is_dir(folder):
            return None
    # huggingface_hub records a file the hub does not have under .no_exist/<commit>/.
    marker = None
    if cached is not None:
        repo, commit = cached
        marker = repo / ".no_exist" / commit / (subfolder or ".") / GENERATION_CONFIG_NAME
    return _read_folder(folder, cached is not None, marker, tuple(notes))


_GEN_BOOKKEEPING = frozenset({"transformers_version", "_from_model_config"})


def _whole_gen(gen: Mapping[str, Any]) -> dict[str, Any] | None:
    """The fields of a generation_config.json hflint knows in full (CheckpointInfo.gen_whole), or None."""
    out: dict[str, Any] = {}
    for key, value in gen.items():
        if key in _GEN_BOOKKEEPING:
            continue
        if key in ("bos_token_id", "eos_token_id") and isinstance(value, list):
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                return None
            continue
        if key not in GENERATION_CONFIG_FIELDS or not (value is None or isinstance(value, (bool, int, float, str))):
            return None
        out[key] = value
    return out


def hub_cache_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where huggingface_hub keeps downloads: HF_HUB_CACHE, else $HF_HOME/hub, else ~/.cache/huggingface/hub."""
    env = os.environ if environ is None else environ
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if env.get(var):
            return Path(os.path.expanduser(env[var]))
    if env.get("HF_HOME"):
        return Path(os.path.expanduser(env["HF_HOME"])) / "hub"
    xdg = env.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(os.path.expanduser(xdg)) / "huggingface" / "hub"


def clear_cache() -> None:
    with _lock:
        _cache.clear()


# ---------------------------------------------------------------- finding the folder


def _locate(
    name: str, base_dirs: Sequence[Path], hf_cache: Path | None, revision: str | None
) -> tuple[Path | None, tuple[Path, str] | None, list[str]]:
    """The folder to read, and (repo folder, commit) when it is a snapshot in the cache."""
    # No `~` expansion: from_pretrained does not expand it either.
    given = Path(name)
    if given.is_absolute():
        return (given, None, []) if is_dir(given) else (None, None, [])
    for base in base_dirs:
        candidate = Path(os.path.abspath(Path(base) / given))
        if is_dir(candidate):
            return candidate, None, []
    if not _REPO_ID_RE.match(name) or ".." in name or "--" in name:
        return None, None, []
    cache = hf_cache if hf_cache is not None else hub_cache_dir()
    repo = cache / ("models--" + name.replace("/", "--"))
    if not is_dir(repo):
        return None, None, []
    snapshot, notes = _snapshot(repo, revision)
    if snapshot is None:
        return None, None, notes
    return snapshot, (repo, snapshot.name), notes


def _snapshot(repo: Path, revision: str | None) -> tuple[Path | None, list[str]]:
    """The snapshot folder refs/<revision> (main by default) points at; else the newest snapshot."""
    snapshots = repo / "snapshots"
    notes: list[str] = []
    ref = revision or "main"
    if _REVISION_RE.match(ref) and ".." not in ref:
        if is_dir(snapshots / ref):  # a commit hash given as the revision
            return snapshots / ref, notes
        text, problem = read_text(repo / "refs" / ref, limit=4096)
        commit = (text or "").strip()
        if commit and _REVISION_RE.match(commit) and "/" not in commit and is_dir(snapshots / commit):
            return snapshots / commit, notes
        if text is not None:
            notes.append(f"{repo / 'refs' / ref} names no snapshot in the cache")
        elif problem and not problem.endswith("not found"):
            notes.append(problem)
    if revision is not None:
        return None, notes  # the user asked for a revision that is not in the cache
    try:
        entries = [snapshots / n for n in os.listdir(snapshots)]
    except OSError:
        return None, notes
    dated: list[tuple[int, str, Path]] = []
    for entry in entries:
        st = stamp(entry)
        if st is not None and is_dir(entry):
            dated.append((st.mtime_ns, entry.name, entry))
    if not dated:
        return None, notes
    newest = max(dated)[2]
    notes.append(f"{repo.name} has no refs/main; read the newest snapshot {newest.name}")
    return newest, notes


# ---------------------------------------------------------------- reading the files

_Key = tuple[str, FileStamp | None, FileStamp | None, bool, tuple[str, ...]]
_cache: OrderedDict[_Key, CheckpointInfo] = OrderedDict()
_lock = threading.Lock()


def _read_folder(folder: Path, from_cache: bool, marker: Path | None, notes: tuple[str, ...]) -> CheckpointInfo:
    config_path = folder / CONFIG_NAME
    gen_path = folder / GENERATION_CONFIG_NAME
    # Outside the cache, a folder without the file has none; inside, only the marker says so.
    marked = marker is not None and os.path.lexists(marker)
    key = (str(folder), stamp(config_path), stamp(gen_path), marked, notes)
    with _lock:
        hit = _cache.get(key)
        if hit is not None:
            _cache.move_to_end(key)
            return hit
    info = _parse_folder(folder, config_path, gen_path, from_cache, marked, list(notes))
    with _lock:
        _cache[key] = info
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return info


def _parse_folder(
    folder: Path, config_path: Path, gen_path: Path, from_cache: bool, marked: bool, notes: list[str]
) -> CheckpointInfo:
    config, config_text = _load_json(config_path, notes)
    gen, gen_text = _load_json(gen_path, notes)
    fields: dict[str, Any] = {}
    config_lines: dict[str, int] = {}
    if config is not None:
        text_config = config.get("text_config")
        text = text_config if isinstance(text_config, dict) else {}
        model_type = config.get("model_type")
        fields["model_type"] = model_type if isinstance(model_type, str) else None
        fields["vocab_size"] = _first(_int, config.get("vocab_size"), text.get("vocab_size"))
        fields["config_use_cache"] = _first(_bool, config.get("use_cache"), text.get("use_cache"))
        layer_types = _first(_str_list, config.get("layer_types"), text.get("layer_types"))
        fields["layer_types"] = layer_types
        fields["sliding_window"] = _first(_int, config.get("sliding_window"), text.get("sliding_window"))
        width, layers, heads, ffn = (
            _int(config.get(k)) for k in ("d_model", "encoder_layers", "encoder_attention_heads", "encoder_ffn_dim")
        )
        if width is not None and layers is not None and heads is not None and ffn is not None:
            fields["encoder"] = EncoderShape(width, layers, heads, ffn)
        config_gen: dict[str, Any] = {}
        unknown: set[str] = set()
        subs = [config.get(k) for k in ("text_config", "decoder", "generator")]
        for key in GEN_KEYS:
            if key == "use_cache":
                continue
            value = config.get(key)
            if value is not None:
                config_gen[key] = value
            elif any(isinstance(sub, dict) and sub.get(key) is not None for sub in subs):
                unknown.add(key)
        fields["config_gen"] = MappingProxyType(config_gen)
        fields["config_gen_unknown"] = frozenset(unknown)
        config_lines = _key_lines(config_text, CONFIG_KEYS + tuple(config_gen))
        fields["config_gen_free"] = (
            fields["model_type"] in PLAIN_DECODER_TYPES
            and not any(k in config for k in _GENERATION_FIELDS)
            and not any(k in config for k in ("text_config", "decoder", "generator", "is_encoder_decoder"))
        )
    gen_fields: dict[str, Any] = {}
    gen_lines: dict[str, int] = {}
    gen_version: str | None = None
    if gen is not None:
        gen_fields = {k: gen[k] for k in GEN_KEYS if k in gen}
        whole = _whole_gen(gen)
        gen_lines = _key_lines(gen_text, tuple(whole or gen_fields))
        written = gen.get("transformers_version")
        gen_version = written if isinstance(written, str) and written.strip() else None
    return CheckpointInfo(
        folder=folder,
        has_generation_config=gen is not None,
        generation_config_absent=not os.path.lexists(gen_path) and (marked or not from_cache),
        gen=MappingProxyType(gen_fields),
        gen_version=gen_version,
        config_path=config_path if config is not None else None,
        generation_config_path=gen_path if gen is not None else None,
        config_lines=MappingProxyType(config_lines),
        gen_lines=MappingProxyType(gen_lines),
        gen_whole=MappingProxyType(whole) if gen is not None and whole is not None else None,
        notes=tuple(notes),
        from_hub_cache=from_cache,
        **fields,
    )


def _load_json(path: Path, notes: list[str]) -> tuple[dict[str, Any] | None, str]:
    text, problem = read_text(path, DEFAULT_LIMIT)
    if text is None:
        if problem and not problem.endswith("not found"):
            notes.append(problem)
        return None, ""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        notes.append(f"{path}: not valid JSON ({err}); ignored")
        return None, ""
    if not isinstance(data, dict):
        notes.append(f"{path}: not a JSON object; ignored")
        return None, ""
    return data, text


def _key_lines(text: str, keys: Sequence[str]) -> dict[str, int]:
    """The line of each key's first appearance as a JSON key (a nested config may repeat it)."""
    out: dict[str, int] = {}
    for key in keys:
        m = re.search(r'"' + re.escape(key) + r'"\s*:', text)
        if m is not None:
            out[key] = text.count("\n", 0, m.start()) + 1
    return out


def _first(convert: Any, *values: Any) -> Any:
    for value in values:
        converted = convert(value)
        if converted is not None:
            return converted
    return None


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _bool(value: Any) -> bool | None:
    return value if isinstance(value, bool) else None


def _str_list(value: Any) -> tuple[str, ...] | None:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None
