"""Which names are transformers: module aliases, imported classes, star imports, and what each symbol is."""

from __future__ import annotations

import re

from hflint.core import modelinfo

MODEL_CLASS = "model"
TOKENIZER = "tokenizer"
GENERATION_CONFIG = "generation_config"
MODEL_CONFIG = "model_config"
CACHE = "cache"
PIPELINE = "pipeline"
EXPORT_WRAPPER = "export_wrapper"
EXPORT_FUNCTION = "export_function"

EXPORT_WRAPPERS = frozenset(
    {
        "TorchExportableModuleWithStaticCache",
        "TorchExportableModuleWithHybridCache",
        "TorchExportableModuleForDecoderOnlyLM",
    }
)
EXPORT_FUNCTIONS = frozenset({"convert_and_export_with_cache"})
CACHE_CLASSES = frozenset(
    {
        "Cache",
        "DynamicCache",
        "StaticCache",
        "SlidingWindowCache",
        "HybridCache",
        "HybridChunkedCache",
        "OffloadedStaticCache",
        "OffloadedCache",
        "QuantizedCache",
        "QuantoQuantizedCache",
        "HQQQuantizedCache",
        "EncoderDecoderCache",
        "MambaCache",
        "OffloadedHybridCache",
        "SinkCache",
    }
)
STATIC_CACHE_CLASSES = frozenset(
    {
        "StaticCache",
        "SlidingWindowCache",
        "HybridCache",
        "HybridChunkedCache",
        "OffloadedStaticCache",
        "OffloadedHybridCache",
    }
)

_MODEL_RE = re.compile(
    r"^(AutoModel\w*|\w+(ForCausalLM|LMHeadModel|ForConditionalGeneration|ForSeq2SeqLM|WithLMHead|MTModel)|(Speech|Vision)?EncoderDecoderModel)$"
)
_TOKENIZER_RE = re.compile(r"^(AutoTokenizer|AutoProcessor|\w+Tokenizer(Fast)?|\w+Processor)$")
_CONFIG_RE = re.compile(r"^(AutoConfig|\w+Config)$")


def is_transformers(qualname: str) -> bool:
    return qualname == "transformers" or qualname.startswith("transformers.")


def leaf(qualname: str) -> str:
    return qualname.rsplit(".", 1)[-1]


def kind_of(qualname: str) -> str | None:
    """What a transformers symbol is, from its name ("transformers.XLNetLMHeadModel" → "model")."""
    if not is_transformers(qualname):
        return None
    name = leaf(qualname)
    if name in EXPORT_WRAPPERS:
        return EXPORT_WRAPPER
    if name in EXPORT_FUNCTIONS:
        return EXPORT_FUNCTION
    if name == "GenerationConfig":
        return GENERATION_CONFIG
    if name in CACHE_CLASSES:
        return CACHE
    if name == "pipeline":
        return PIPELINE
    if _MODEL_RE.match(name) or modelinfo.is_bare_model_class(name):
        return MODEL_CLASS
    if _TOKENIZER_RE.match(name):
        return TOKENIZER
    if _CONFIG_RE.match(name):
        return MODEL_CONFIG
    return None


def star_import_provides(name: str) -> bool:
    """Whether `from transformers import *` plausibly binds `name` (a public class or function we model)."""
    return kind_of("transformers." + name) is not None
