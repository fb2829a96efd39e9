"""The keywords `generate` takes, and which unknown ones are misspellings of a generation setting.

`generate(**kwargs)` hands the keywords the generation config does not know (hasattr on the copy
it builds, custom entries included) to `_validate_model_kwargs`, which raises "The following
`model_kwargs` are not used by the model: [...]" for each non-None one the model's
prepare_inputs_for_generation / forward (its encoder's, `decoder_` + its decoder's) and
TransformersKwargs do not name: the same check and message on 4.57.6 to 5.24.0 (read in each
release and run, catalog/HF146.toml). core/modelargs.py (generated) lists every name any
transformers model, pipeline or generate override of those releases may take; a name outside it
and outside the generation config's fields is rejected by every transformers model class."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from hflint.core.genfields import GENERATION_CONFIG_CLASS_NAMES, GENERATION_CONFIG_FIELDS, GENERATION_CONFIG_FIELDS_SINCE

# GenerationMixin.generate's own parameters (4.57.6 to 5.24.0; `cache` from 5.24, `use_model_defaults`
# until 5.0), and what it pops from its keywords before the check.
GENERATE_PARAMETERS = frozenset(
    {
        "inputs",
        "generation_config",
        "logits_processor",
        "stopping_criteria",
        "prefix_allowed_tokens_fn",
        "synced_gpus",
        "assistant_model",
        "streamer",
        "negative_prompt_ids",
        "negative_prompt_attention_mask",
        "use_model_defaults",
        "custom_generate",
        "cache",
        "tokenizer",
        "assistant_tokenizer",
        "trust_remote_code",
    }
)

# What a misspelt keyword is compared with: the generation settings and generate's own parameters.
TARGETS = frozenset(GENERATION_CONFIG_FIELDS | set(GENERATION_CONFIG_FIELDS_SINCE) | GENERATE_PARAMETERS) - {
    "transformers_version",
    "inputs",
    "cache",
}

# Model inputs people pass to generate (each in modelargs.NAMES too; named here so that the rule
# never depends on the generated table for them).
MODEL_INPUTS = frozenset(
    {
        "input_ids",
        "attention_mask",
        "token_type_ids",
        "position_ids",
        "pixel_values",
        "pixel_attention_mask",
        "image_sizes",
        "images",
        "input_features",
        "input_values",
        "encoder_outputs",
        "decoder_input_ids",
        "decoder_attention_mask",
        "inputs_embeds",
        "past_key_values",
        "cache_position",
        "labels",
        "use_cache",
    }
)

# Keywords libraries that wrap a model take out of generate's before passing the rest on (peft's
# PeftModel.generate, which the analysis reads as the model's).
WRAPPER_KEYWORDS = frozenset({"adapter_names", "task_ids", "prompt_tuning_init_text"})


# Names every release takes, checked before the generated table is imported (most calls pass
# nothing else).
COMMON = frozenset(
    MODEL_INPUTS | WRAPPER_KEYWORDS | GENERATE_PARAMETERS | GENERATION_CONFIG_FIELDS | GENERATION_CONFIG_CLASS_NAMES
)


@lru_cache(maxsize=1)
def _accepted() -> frozenset[str]:
    from hflint.core.modelargs import NAMES

    return frozenset(NAMES) | COMMON


InRange = Callable[[str | None, str | None], bool]


def known(key: str, in_range: InRange) -> bool:
    """Whether a release, model, pipeline or generation config may take `key`; `in_range(first,
    until)` says whether the release analysed is in [first, until) (None: open)."""
    accepted = _accepted()
    for k in (key, key[len("decoder_") :] if key.startswith("decoder_") else None):
        if k is None:
            continue
        if k in accepted:
            return True
        span = _some().get(k) or GENERATION_CONFIG_FIELDS_SINCE.get(k)
        if span is not None and in_range(*span):
            return True
    return False


def rejected_by_class(key: str, model_type: str | None, kind: str | None) -> bool:
    """Whether the model class an Auto class of `kind` ("causal", "seq2seq") loads for
    `model_type` surely rejects `key` in `_validate_model_kwargs` on every release: a name of the
    table of every name (core/modelargs.py) that some other model, pipeline or release takes, but
    not this class (core/typeargs.py, read from the classes of the 28 releases). False where the
    class is not in that table, and for the names every release takes (genkeys.COMMON), the
    generation settings of some releases and `decoder_*`."""
    if model_type is None or kind is None or key in COMMON or key.startswith("decoder_"):
        return False
    if key in GENERATION_CONFIG_FIELDS_SINCE:
        return False
    accepted = _class_accepted().get(f"{model_type}/{kind}")
    return accepted is not None and key not in accepted


def class_kind(class_name: str, model_type: str | None) -> str | None:
    """The kind, "causal" or "seq2seq", of the Auto class (or the very class it loads for `model_type`) a
    model was built with; None for any other class."""
    if class_name == "AutoModelForCausalLM":
        return "causal"
    if class_name == "AutoModelForSeq2SeqLM":
        return "seq2seq"
    from hflint.core.typeargs import CLASSES

    for kind in ("causal", "seq2seq"):
        if model_type is not None and CLASSES.get(f"{model_type}/{kind}") == class_name:
            return kind
    return None


@lru_cache(maxsize=1)
def _class_accepted() -> dict[str, frozenset[str]]:
    from hflint.core.typeargs import ACCEPTED

    return ACCEPTED


def of_some_release(key: str) -> bool:
    """Whether `key` is a name only some releases take (a generation setting added or removed, or
    a model input of some releases)."""
    return key in GENERATION_CONFIG_FIELDS_SINCE or key in _some()


@lru_cache(maxsize=1)
def _some() -> dict[str, tuple[str | None, str | None]]:
    from hflint.core import modelargs

    return getattr(modelargs, "SOME", {})


def _norm(s: str) -> str:
    return s.lower().replace("_", "").replace("-", "")


def _distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein (optimal string alignment) distance, stopping past `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def _by(key_of: Callable[[str], object]) -> dict:
    out: dict = {}
    for t in sorted(TARGETS):
        out.setdefault(key_of(t), []).append(t)
    return out


# The targets by their form without case and underscores, and by length (made once: a call with
# thousands of unknown keywords asks for each).
_BY_NORM: dict[str, list[str]] = _by(_norm)
_BY_LEN: dict[int, list[str]] = _by(len)


@lru_cache(maxsize=4096)
def meant(key: str) -> tuple[str, ...]:
    """The generation settings or generate parameters `key` is a near-misspelling of, the
    closest only: the same but for case, underscores or a plural s; else one edit away (two for
    long names)."""
    if key in TARGETS:
        return ()
    n = _norm(key)
    same = _BY_NORM.get(n, []) + _BY_NORM.get(n + "s", []) + (_BY_NORM.get(n[:-1], []) if n.endswith("s") else [])
    if same:
        return tuple(sorted(set(same)))
    tiers: dict[int, list[str]] = {}
    lowered = key.lower()
    for size in range(len(key) - 2, len(key) + 3):
        for t in _BY_LEN.get(size, ()):
            limit = 2 if len(t) >= 12 else 1 if len(t) >= 5 else 0
            if limit and abs(len(t) - len(key)) <= limit:
                d = _distance(lowered, t, limit)
                if d <= limit:
                    tiers.setdefault(d, []).append(t)
    return tuple(sorted(tiers[min(tiers)])) if tiers else ()
