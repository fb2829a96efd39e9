"""What a model class name or a hub checkpoint name tells about the model: its type, cache and vocabulary."""

from __future__ import annotations

import re
from dataclasses import dataclass

# Model types whose forward pass returns no Cache object: generate cannot build a
# dynamic cache for them, so assisted decoding has nothing to record the past on.
NO_DYNAMIC_CACHE = frozenset({"xlnet", "reformer", "minimax"})

# Model types transformers marks stateful (`_is_stateful = True` on the pretrained
# class): recurrent state instead of a key/value cache.
STATEFUL = frozenset({
    "mamba", "mamba2", "falcon_mamba", "rwkv", "jamba", "zamba", "zamba2", "bamba", "xlstm",
    "falcon_h1", "granitemoehybrid", "lfm2", "nemotron_h", "recurrent_gemma",
})

# Class-name prefixes of the architectures the rules care about, longest first.
_CLASS_PREFIXES: tuple[tuple[str, str], ...] = (
    ("FalconMamba", "falcon_mamba"), ("Mamba2", "mamba2"), ("Mamba", "mamba"), ("Rwkv", "rwkv"),
    ("Jamba", "jamba"), ("Zamba2", "zamba2"), ("Zamba", "zamba"), ("Bamba", "bamba"),
    ("xLSTM", "xlstm"), ("FalconH1", "falcon_h1"), ("GraniteMoeHybrid", "granitemoehybrid"),
    ("Lfm2", "lfm2"), ("NemotronH", "nemotron_h"), ("RecurrentGemma", "recurrent_gemma"),
    ("XLNet", "xlnet"), ("Reformer", "reformer"), ("MiniMax", "minimax"),
    ("GPT2", "gpt2"), ("Qwen2", "qwen2"), ("Qwen3", "qwen3"), ("Llama", "llama"),
    ("Gemma3", "gemma3_text"), ("Gemma2", "gemma2"), ("Gemma", "gemma"), ("Mistral", "mistral"),
    ("Phi3", "phi3"), ("Phi", "phi"), ("OPT", "opt"), ("GPTNeoX", "gpt_neox"), ("Falcon", "falcon"),
    ("SmolLM3", "smollm3"),
)

# Model types with sliding-window layers: the hybrid export wrapper serves them.
SLIDING = frozenset({"gemma2", "gemma3_text", "gemma3", "cohere2", "mistral", "qwen2"})


@dataclass(frozen=True, slots=True)
class HubFamily:
    """A well-known hub checkpoint family: the model type and the vocabulary size of its config."""

    pattern: re.Pattern[str]
    model_type: str
    vocab_size: int | None


def _fam(pattern: str, model_type: str, vocab_size: int | None) -> HubFamily:
    return HubFamily(re.compile(pattern, re.IGNORECASE), model_type, vocab_size)


# Names are matched after an optional "org/"; the vocabulary size is the config's
# `vocab_size` of the real checkpoint, which decides transformers' "same
# tokenizer?" check. Families whose sizes differ between members say None.
HUB_FAMILIES: tuple[HubFamily, ...] = (
    _fam(r"^(openai-community/)?gpt2(-medium|-large|-xl)?$", "gpt2", 50257),
    _fam(r"^(distilbert/)?distilgpt2$", "gpt2", 50257),
    _fam(r"^Qwen/Qwen2\.5-(0\.5B|1\.5B|3B)(-Instruct)?$", "qwen2", 151936),
    _fam(r"^Qwen/Qwen2\.5-(7B|14B|32B|72B)(-Instruct)?$", "qwen2", 152064),
    _fam(r"^meta-llama/Llama-3\.[123]-\d+B(-Instruct)?$", "llama", 128256),
    _fam(r"^meta-llama/(Meta-)?Llama-3-\d+B(-Instruct)?$", "llama", 128256),
    _fam(r"^HuggingFaceTB/SmolLM2?-(135M|360M|1\.7B)(-Instruct)?$", "llama", 49152),
    _fam(r"^(xlnet/)?xlnet-(base|large)-cased$", "xlnet", 32000),
    _fam(r"^state-spaces/mamba-(130m|370m|790m|1\.4b|2\.8b)-hf$", "mamba", 50280),
    _fam(r"^state-spaces/mamba2-", "mamba2", None),
    _fam(r"^tiiuae/falcon-mamba-", "falcon_mamba", None),
    _fam(r"^RWKV/rwkv-4-", "rwkv", 50277),
    _fam(r"^ai21labs/(AI21-)?Jamba", "jamba", None),
    _fam(r"^google/reformer-", "reformer", None),
    _fam(r"^MiniMaxAI/MiniMax-Text-01", "minimax", None),
    _fam(r"^google/gemma-2-", "gemma2", 256000),
    _fam(r"^google/gemma-3-(270m|1b)", "gemma3_text", 262144),
)


def model_type_from_class(class_name: str) -> str | None:
    """`XLNetLMHeadModel` → "xlnet"; Auto classes and unknown names → None."""
    if class_name.startswith(("Auto", "TF", "Flax")):
        return None
    for prefix, model_type in _CLASS_PREFIXES:
        if class_name.startswith(prefix):
            rest = class_name[len(prefix):]
            # "Mamba" must not claim "Mamba2…": the longer prefix comes first; and a
            # following lowercase letter means a different word ("Phimoe" is not "Phi").
            if rest[:1].islower():
                continue
            return model_type
    return None


def family_for_checkpoint(name: str) -> HubFamily | None:
    for fam in HUB_FAMILIES:
        if fam.pattern.search(name):
            return fam
    return None


def is_stateful(model_type: str | None) -> bool:
    return model_type in STATEFUL


def lacks_dynamic_cache(model_type: str | None) -> bool:
    return model_type in NO_DYNAMIC_CACHE
