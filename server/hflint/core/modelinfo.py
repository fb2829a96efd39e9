"""What a model class name or a hub checkpoint name tells about the model: its type, cache and vocabulary."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hflint.hubfacts import HubCheckpoint

# Model types whose forward pass returns no Cache object: generate cannot build a
# dynamic cache for them, so assisted decoding has nothing to record the past on.
NO_DYNAMIC_CACHE = frozenset({"xlnet", "reformer", "minimax"})

# Model types whose classes set `_is_stateful = True` (recurrent state instead of a
# key/value cache), as read from each release's source and checked by runs of
# Mamba and RWKV stand-ins (catalog HF104). A release between two listed ones gets
# the types both neighbours agree on.
_STATEFUL_4_57 = frozenset(
    {
        "bamba",
        "falcon_h1",
        "falcon_mamba",
        "granitemoehybrid",
        "jamba",
        "mamba",
        "mamba2",
        "qwen3_next",
        "rwkv",
        "xlstm",
        "zamba",
        "zamba2",
    }
)
_STATEFUL_5_13 = _STATEFUL_4_57 | {
    "deepseek_v4",
    "lfm2",
    "lfm2_moe",
    "nemotron_h",
    "olmo_hybrid",
    "qwen3_5",
    "qwen3_5_text",
    "qwen3_5_moe",
    "qwen3_5_moe_text",
    "recurrent_gemma",
    "zaya",
}
_STATEFUL_5_15 = (_STATEFUL_5_13 - {"lfm2", "lfm2_moe"}) | {"minicpmv4_6"}
_STATEFUL_5_23 = _STATEFUL_5_15 | {
    "bailing_hybrid",
    "glm5_next",
    "glm5_next_text",
    "kimi_linear",
    "minicpm_ocr",
    "minicpmv4_7",
    "nemotron_h_omni",
    "qwen4_exp",
    "qwen4_exp_text",
    "nemo_speechlm",
}
_STATEFUL_5_24 = _STATEFUL_5_23 | {"lara_mini"}
STATEFUL = _STATEFUL_5_24


# (from, to, types): ranges whose sets were read in a release of the range; the gaps
# between them get the types both neighbours agree on.
_STATEFUL_RANGES = (
    ("4.57", "5.0", _STATEFUL_4_57),
    ("5.0", "5.13", _STATEFUL_4_57 & _STATEFUL_5_13),
    ("5.13", "5.15", _STATEFUL_5_13),
    ("5.15", "5.16", _STATEFUL_5_15),
    ("5.16", "5.23", _STATEFUL_5_15 & _STATEFUL_5_23),
    ("5.23", "5.24", _STATEFUL_5_23),
    ("5.24", "5.25", _STATEFUL_5_24),
)


@lru_cache(maxsize=64)
def stateful_types(release: str) -> frozenset[str]:
    from packaging.version import Version

    v = Version(".".join(str(p) for p in Version(release).release))
    for low, high, types in _STATEFUL_RANGES:
        if Version(low) <= v < Version(high):
            return types
    # Outside what was read: the nearest end of the table.
    return _STATEFUL_RANGES[0][2] if v < Version("4.57") else _STATEFUL_RANGES[-1][2]


# Class-name prefixes of the architectures the rules care about, longest first.
_CLASS_PREFIXES: tuple[tuple[str, str], ...] = (
    ("Qwen3Next", "qwen3_next"),
    ("NemotronHOmni", "nemotron_h_omni"),
    ("OlmoHybrid", "olmo_hybrid"),
    ("DeepseekV4", "deepseek_v4"),
    ("Lfm2Moe", "lfm2_moe"),
    ("KimiLinear", "kimi_linear"),
    ("FalconMamba", "falcon_mamba"),
    ("Mamba2", "mamba2"),
    ("Mamba", "mamba"),
    ("Rwkv", "rwkv"),
    ("Jamba", "jamba"),
    ("Zamba2", "zamba2"),
    ("Zamba", "zamba"),
    ("Bamba", "bamba"),
    ("xLSTM", "xlstm"),
    ("FalconH1", "falcon_h1"),
    ("GraniteMoeHybrid", "granitemoehybrid"),
    ("Lfm2", "lfm2"),
    ("NemotronH", "nemotron_h"),
    ("RecurrentGemma", "recurrent_gemma"),
    ("XLNet", "xlnet"),
    ("Reformer", "reformer"),
    ("MiniMax", "minimax"),
    ("GPT2", "gpt2"),
    ("Qwen2", "qwen2"),
    ("Qwen3", "qwen3"),
    ("Llama", "llama"),
    ("Gemma3", "gemma3_text"),
    ("Gemma2", "gemma2"),
    ("Gemma", "gemma"),
    ("Mistral", "mistral"),
    ("Mixtral", "mixtral"),
    ("Phi3", "phi3"),
    ("Phi", "phi"),
    ("OPT", "opt"),
    ("GPTNeoX", "gpt_neox"),
    ("Falcon", "falcon"),
    ("SmolLM3", "smollm3"),
    ("Whisper", "whisper"),
)

# The class `AutoModel` builds for a model type (the model without a language-modeling head), as
# the AttributeError of 5.x names it; a type not listed leaves the name open. Named directly
# (`LlamaModel.from_pretrained(...)`, `Qwen2Model(config)`) these classes build the same bare model.
BARE_MODEL_CLASSES = {
    "qwen2": "Qwen2Model",
    "qwen3": "Qwen3Model",
    "llama": "LlamaModel",
    "mistral": "MistralModel",
    "gemma": "GemmaModel",
    "gemma2": "Gemma2Model",
    "gemma3_text": "Gemma3TextModel",
    "gpt2": "GPT2Model",
    "phi": "PhiModel",
    "phi3": "Phi3Model",
    "opt": "OPTModel",
    "gpt_neox": "GPTNeoXModel",
    "falcon": "FalconModel",
    "smollm3": "SmolLM3Model",
}
_BARE_NAMES = frozenset(BARE_MODEL_CLASSES.values())

# The config class of each of those model types (`LlamaConfig`, `Gemma3TextConfig`, ...): each
# defaults `use_cache` to True (configuration_<type>.py of 4.57.6 and 5.24.0).
CONFIG_CLASSES = {bare.removesuffix("Model") + "Config": model_type for model_type, bare in BARE_MODEL_CLASSES.items()}
# (MixtralConfig defaults use_cache to True too; hflint knows it for HF211 only)
CONFIG_CLASSES["MixtralConfig"] = "mixtral"

# Model types whose config class keeps `head_dim = None` when it is not given, and the first
# release whose export wrappers no longer fail on it (HF211; runs of TorchExportableModuleWithStaticCache,
# TorchExportableModuleForDecoderOnlyLM and convert_and_export_with_cache on all 28 releases):
# MistralConfig computes hidden_size // num_attention_heads from 5.0; MixtralConfig keeps None on
# every release, and the wrappers read around it from 5.18 (`get_head_shapes`). The models
# themselves run (their attention falls back to hidden_size // num_attention_heads).
HEAD_DIM_UNSET_UNTIL = {"mistral": "5.0", "mixtral": "5.18"}

# Attention implementations a model class refuses as it is built (`PreTrainedModel.__init__`
# checks `attn_implementation=` against `_supports_sdpa` / `_supports_flex_attn`: ValueError),
# per kernel and model type: the releases from which (None: every release read, 4.57.6 on) and
# up to which (None: still in the newest, 5.24.0) the family's classes refuse it. HF187 ("sdpa")
# and HF343 ("flex_attention"); runs of every stand-in type on all 28 releases through the Auto
# classes below, the concrete classes and from_config (h168, catalog HF187 / HF343). Gemma 2
# turned SDPA off in 5.21 ("sdpa does not support softcapping"); T5 gained SDPA and flex attention
# in 5.15, CodeGen in 5.24, PhiMoE flex attention in 5.0. "eager" loads every one of them.
ATTN_REFUSED: dict[str, dict[str, tuple[str | None, str | None]]] = {
    "sdpa": {
        "xlnet": (None, None),
        "mamba": (None, None),
        "rwkv": (None, None),
        "blip": (None, None),
        "git": (None, None),
        "t5": (None, "5.15"),
        "codegen": (None, "5.24"),
        "gemma2": ("5.21", None),
    },
    "flex_attention": {
        "gpt2": (None, None),
        "xlnet": (None, None),
        "mamba": (None, None),
        "rwkv": (None, None),
        "falcon": (None, None),
        "stablelm": (None, None),
        "blip": (None, None),
        "git": (None, None),
        "vision-encoder-decoder": (None, None),
        "t5": (None, "5.15"),
        "codegen": (None, "5.24"),
        "phimoe": (None, "5.0"),
    },
}

# Model types whose classes support flash, SDPA and flex attention in every release from 4.57.6 to
# 5.24.0 (`_supports_flash_attn`, `_supports_sdpa`, `_supports_flex_attn` in modeling_<type>.py):
# an `attn_implementation=` name the release does not know raises a ValueError whose list of the
# possible names is then the release's alone (HF353; runs of Llama, Qwen 2 and Phi on all 28).
ATTN_FULL_SUPPORT = frozenset(
    {"llama", "mistral", "qwen2", "qwen3", "gemma", "phi", "phi3", "opt", "gpt_neox", "granite", "olmo", "smollm3"}
)

# The class each loader builds for those model types (the auto mappings of 4.57.6 and 5.24.0, and
# the class the runs above built): what the ValueError names. A concrete class named directly is
# one of these (other classes of a family are left unknown).
ATTN_BUILT: dict[str, dict[str, str]] = {
    "xlnet": {"AutoModelForCausalLM": "XLNetLMHeadModel", "AutoModel": "XLNetModel"},
    "mamba": {"AutoModelForCausalLM": "MambaForCausalLM", "AutoModel": "MambaModel"},
    "rwkv": {"AutoModelForCausalLM": "RwkvForCausalLM", "AutoModel": "RwkvModel"},
    "blip": {"AutoModelForImageTextToText": "BlipForConditionalGeneration", "AutoModel": "BlipModel"},
    "git": {"AutoModelForCausalLM": "GitForCausalLM", "AutoModelForImageTextToText": "GitForCausalLM", "AutoModel": "GitModel"},
    "t5": {"AutoModelForSeq2SeqLM": "T5ForConditionalGeneration", "AutoModel": "T5Model"},
    "codegen": {"AutoModelForCausalLM": "CodeGenForCausalLM", "AutoModel": "CodeGenModel"},
    "gemma2": {"AutoModelForCausalLM": "Gemma2ForCausalLM", "AutoModel": "Gemma2Model"},
    "gpt2": {"AutoModelForCausalLM": "GPT2LMHeadModel", "AutoModel": "GPT2Model"},
    "falcon": {"AutoModelForCausalLM": "FalconForCausalLM", "AutoModel": "FalconModel"},
    "stablelm": {"AutoModelForCausalLM": "StableLmForCausalLM", "AutoModel": "StableLmModel"},
    "vision-encoder-decoder": {"AutoModelForImageTextToText": "VisionEncoderDecoderModel"},
    "phimoe": {"AutoModelForCausalLM": "PhimoeForCausalLM", "AutoModel": "PhimoeModel"},
}
_ATTN_CLASS_TYPES = {cls: model_type for model_type, built in ATTN_BUILT.items() for cls in built.values()}
_ATTN_CLASS_TYPES["VisionEncoderDecoderModel"] = "vision-encoder-decoder"


def attn_built_class(class_name: str, model_type: str | None) -> tuple[str, str] | None:
    """(model type, class built) of a loader named `class_name` given a checkpoint or config of
    `model_type`, for the families of ATTN_BUILT; None when either cannot be told. A concrete
    class decides the family itself."""
    if class_name in _ATTN_CLASS_TYPES:
        return _ATTN_CLASS_TYPES[class_name], class_name
    built = ATTN_BUILT.get(model_type or "", {}).get(class_name)
    return (model_type or "", built) if built else None


def is_bare_model_class(class_name: str) -> bool:
    """`AutoModel`, or a decoder-only family's backbone class named directly (`LlamaModel`,
    `Qwen2Model`): a model without a language-modeling head, which cannot generate (4.57 gives
    it `generation_config = None`, 5.x no `generation_config` attribute at all)."""
    return class_name == "AutoModel" or class_name in _BARE_NAMES


def bare_class_name(class_name: str, model_type: str | None) -> str:
    """The class name a bare model's AttributeError reads ("" when it cannot be told)."""
    if class_name in _BARE_NAMES:
        return class_name
    return BARE_MODEL_CLASSES.get(model_type or "", "")


# The class `AutoModelForCausalLM` builds for each of those model types (the auto mapping of
# 4.57.6 and 5.24.0): what an error raised in its constructor names.
_CAUSAL_LM_EXCEPTIONS = {"gpt2": "GPT2LMHeadModel", "gemma3_text": "Gemma3ForCausalLM"}


# The class `AutoModelForSeq2SeqLM` builds for the encoder-decoder text families hflint names (the auto
# mapping of 4.57.6 and 5.24.0). Their config classes hold no generation option in 5.x, nor in 4.57
# beyond the legacy attributes every config kept then (configuration_<type>.py of 4.57.6, 5.0.0,
# 5.15.0 and 5.24.0; a config.json that sets `num_beams` does not keep it on 5.x either: run on
# 5.0.0 and 5.23.0): HF142 names them (runs: h141's, every release).
SEQ2SEQ_LM_CLASSES = {
    "t5": "T5ForConditionalGeneration",
    "bart": "BartForConditionalGeneration",
    "marian": "MarianMTModel",
    "pegasus": "PegasusForConditionalGeneration",
}


def built_class_name(class_name: str, model_type: str | None) -> str:
    """The class a loader builds: a concrete class itself; `AutoModelForCausalLM` the causal-LM
    class of the checkpoint's type; "" when it cannot be told."""
    if not class_name.startswith("Auto"):
        return class_name
    if class_name == "AutoModelForCausalLM" and model_type in BARE_MODEL_CLASSES:
        return _CAUSAL_LM_EXCEPTIONS.get(model_type, BARE_MODEL_CLASSES[model_type].removesuffix("Model") + "ForCausalLM")
    if class_name == "AutoModel":
        return BARE_MODEL_CLASSES.get(model_type or "", "")
    if class_name == "AutoModelForSeq2SeqLM":
        return SEQ2SEQ_LM_CLASSES.get(model_type or "", "")
    return ""


# Model types whose config has `layer_types` and a sliding window by default:
# TorchExportableModuleForDecoderOnlyLM hands them to the hybrid wrapper.
SLIDING_EXPORT = frozenset({"gemma2", "gemma3_text", "gemma3", "cohere2"})

# Model types whose config's `sliding_window` gives a static cache sliding-window layers in 5.24
# (`StaticSlidingWindowLayer`, croppable only while max_cache_len <= sliding_window: HF128):
# Gemma 2 and Gemma 3 text through their layer_types, Mistral through a sliding_window without
# them. Each verified by a run on 5.24.0 (catalog HF128).
STATIC_SLIDING = frozenset({"gemma2", "gemma3_text", "mistral"})

# Model types whose forward pass fails before HF117's crop in 5.24 (assisted generation with
# `use_cache=False` and a cache object): their rotary or positional code gets prompt plus
# candidates without a cache, so the call raises a RuntimeError whose tensor sizes come from the
# prompt and the draft ("The size of tensor a (9) must match the size of tensor b (8) ..."), and
# runs clean when max_new_tokens leaves the draft nothing to propose. Runs on 5.24.0 of stand-ins
# of SmolLM2 (llama), OPT, phi-2, Falcon, Gemma 2, Gemma 3 1B (gemma3_text) and Pythia
# (gpt_neox): clean at max_new_tokens=1, the RuntimeError at 20 (OPT and SmolLM2 already at 3
# and 4). GPT-2 and Qwen2.5 raise HF117's AttributeError at every max_new_tokens tried (1, 2, 3, 20).
UNCACHED_FORWARD_FAILS = frozenset({"llama", "opt", "phi", "falcon", "gemma2", "gemma3_text", "gpt_neox"})


@dataclass(frozen=True, slots=True)
class EncoderShape:
    """A speech encoder's shape, as config.json gives it. generate compares `layers`, `heads` and
    `ffn` (encoder_layers, encoder_attention_heads, encoder_ffn_dim) of an encoder-decoder main
    model with those of a decoder-only assistant, which reads the main model's encoder output;
    `width` (d_model) is what that output's last dimension is."""

    width: int
    layers: int
    heads: int
    ffn: int

    @property
    def compared(self) -> tuple[int, int, int]:
        return (self.layers, self.heads, self.ffn)

    def describe(self) -> str:
        return f"d_model {self.width}, {self.layers} encoder layers, {self.heads} heads, ffn {self.ffn}"


def encoder_shape(config: Mapping[str, Any]) -> EncoderShape | None:
    """The encoder shape a config.json (or the table's copy of one) states, when it states all four fields."""
    values = [config.get(k) for k in ("d_model", "encoder_layers", "encoder_attention_heads", "encoder_ffn_dim")]
    ints = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    return EncoderShape(*ints) if len(ints) == 4 else None


def hub_checkpoint(name: str) -> HubCheckpoint | None:
    """What catalog/checkpoints/ says about a hub checkpoint name (exact names only); None when it does not hold it.

    The table is read on the first call: scripts that name no checkpoint never load it.
    """
    from hflint.hubfacts import lookup

    return lookup(name)


# Classes that build a Whisper checkpoint as the encoder-decoder model, and as the decoder alone
# (WhisperForCausalLM, what AutoModelForCausalLM builds for a Whisper checkpoint).
ENCODER_DECODER_CLASSES = frozenset({"AutoModelForSpeechSeq2Seq", "WhisperForConditionalGeneration"})
DECODER_ONLY_CLASSES = frozenset({"AutoModelForCausalLM", "WhisperForCausalLM"})


# Encoder-decoder models (seq2seq text and speech): the Auto classes that build them, and the
# `…ForConditionalGeneration` classes of the seq2seq families. A
# `…ForConditionalGeneration` of another family (vision-language models) is decoder-only.
# VisionEncoderDecoderModel (ViT-GPT2 captioners, TrOCR) too: its config sets is_encoder_decoder, and
# generate runs it as one (encoder_outputs, GenerateEncoderDecoderOutput).
_SEQ2SEQ_CLASSES = frozenset(
    {
        "AutoModelForSeq2SeqLM",
        "AutoModelForSpeechSeq2Seq",
        "EncoderDecoderModel",
        "SpeechEncoderDecoderModel",
        "VisionEncoderDecoderModel",
        "MarianMTModel",
    }
)
_SEQ2SEQ_PREFIXES = (
    "T5", "MT5", "UMT5", "LongT5", "Bart", "MBart", "Pegasus", "PegasusX", "Whisper", "M2M100", "LED",
    "Blenderbot", "BlenderbotSmall", "ProphetNet", "PLBart", "FSMT", "BigBirdPegasus", "SwitchTransformers",
    "Speech2Text",
)  # fmt: skip


# The config fields that give an encoder-decoder model's StaticCache its number of layers in 5.24
# (`StaticCache(config)` reads `config.get_text_config(decoder=True)`): `decoder_layers` (BART,
# Marian, Whisper, ..., renamed to num_hidden_layers there) or else T5's `num_layers` (T5's
# `num_decoder_layers` is not read: a T5 static cache has as many layers as the encoder). Runs on
# 5.24.0 (catalog HF130): BART with 3 encoder and 2 decoder layers gets 2, T5 with num_layers=3
# and num_decoder_layers=1 gets 3.
LAYER_FIELDS = ("decoder_layers", "num_layers")


def static_cache_layers(fields: Mapping[str, Any]) -> int | None:
    """How many layers a StaticCache built from a config with these (written) fields has; None when
    they do not say (a field left at its class default)."""
    for key in LAYER_FIELDS:
        if key in fields:
            value = fields[key]
            return value if type(value) is int and value > 0 else None
    return None


# The model types of the encoder-decoder families (config.is_encoder_decoder true), read in 5.14.0's
# auto mappings: the seq2seq Auto classes also build a few decoder-only models (qwen2_audio,
# voxtral, granite_speech, ...), which an Auto class with a checkpoint of such a type is.
_SEQ2SEQ_TYPES = frozenset(
    {
        "t5", "mt5", "umt5", "longt5", "bart", "mbart", "pegasus", "pegasus_x", "whisper", "m2m_100", "led",
        "blenderbot", "blenderbot-small", "prophetnet", "plbart", "fsmt", "bigbird_pegasus", "switch_transformers",
        "speech_to_text", "marian", "encoder-decoder", "speech-encoder-decoder", "vision-encoder-decoder", "mvp", "nllb-moe",
        "t5gemma", "moonshine", "seamless_m4t", "seamless_m4t_v2", "speecht5", "pop2piano",
    }
)  # fmt: skip


def builds_encoder_decoder(class_name: str, model_type: str | None) -> bool:
    """Whether a model of this class (and, for an Auto class, this checkpoint's type where known) is
    an encoder-decoder model."""
    if not is_encoder_decoder(class_name):
        return False
    return model_type is None or not class_name.startswith("Auto") or model_type in _SEQ2SEQ_TYPES


def is_encoder_decoder(class_name: str) -> bool:
    """Whether a model built by this class is an encoder-decoder model."""
    if class_name in DECODER_ONLY_CLASSES or class_name.endswith(("ForCausalLM", "LMHeadModel")):
        return False
    if class_name in _SEQ2SEQ_CLASSES:
        return True
    if class_name.endswith("ForConditionalGeneration") and class_name[: -len("ForConditionalGeneration")] in _SEQ2SEQ_PREFIXES:
        return True
    return False


def model_type_from_class(class_name: str) -> str | None:
    """`XLNetLMHeadModel` → "xlnet"; Auto classes and unknown names → None."""
    if class_name.startswith(("Auto", "TF", "Flax")):
        return None
    for prefix, model_type in _CLASS_PREFIXES:
        if class_name.startswith(prefix):
            rest = class_name[len(prefix) :]
            # "Mamba" must not claim "Mamba2…": the longer prefix comes first; and a
            # following lowercase letter means a different word ("Phimoe" is not "Phi").
            if rest[:1].islower():
                continue
            return model_type
    return None


def is_stateful(model_type: str | None, release: str = "5.24.0") -> bool:
    return model_type in stateful_types(release)


def lacks_dynamic_cache(model_type: str | None) -> bool:
    return model_type in NO_DYNAMIC_CACHE


def keeps_kv_cache(model_type: str | None) -> bool:
    """A known model type whose forward pass keeps a key/value cache in every release hflint
    knows (not a recurrent state, not a model without a dynamic cache)."""
    if model_type is None or model_type in NO_DYNAMIC_CACHE:
        return False
    return not any(model_type in types for _, _, types in _STATEFUL_RANGES)


# The causal-LM class AutoModelForCausalLM builds for a model type (for messages that name it).
CAUSAL_LM_CLASS = {
    "mamba": "MambaForCausalLM",
    "mamba2": "Mamba2ForCausalLM",
    "falcon_mamba": "FalconMambaForCausalLM",
    "rwkv": "RwkvForCausalLM",
    "jamba": "JambaForCausalLM",
    "zamba": "ZambaForCausalLM",
    "zamba2": "Zamba2ForCausalLM",
    "bamba": "BambaForCausalLM",
    "qwen3_next": "Qwen3NextForCausalLM",
    "xlnet": "XLNetLMHeadModel",
    "gpt2": "GPT2LMHeadModel",
    "llama": "LlamaForCausalLM",
    "qwen2": "Qwen2ForCausalLM",
    "gemma2": "Gemma2ForCausalLM",
    "gemma3_text": "Gemma3ForCausalLM",
    "recurrent_gemma": "RecurrentGemmaForCausalLM",
    "falcon_h1": "FalconH1ForCausalLM",
    "xlstm": "xLSTMForCausalLM",
}


# ---------------------------------------------------------------- tokenizers that fill their rows

# How many tokens a checkpoint's own tokenizer holds, by the table of checkpoints' tokenizer family
# (catalog/checkpoints/*.toml `tokenizer`), where that equals the embedding rows of its checkpoints
# (their config.json `vocab_size` in the same files): the first token added gets that id, one past
# the last row (HF338), and `len(tokenizer)` is that plus the tokens added (HF107 after a
# `resize_token_embeddings(len(tokenizer))`). GPT-2's byte-level BPE: 50257 (vocab.json's 50,257
# entries, <|endoftext|> the last, id 50256: gpt2.toml's bos/eos_token_id; vocab_size 50257 in
# gpt2.toml and dialogpt.toml). The Llama 2 SentencePiece model: 32000 pieces (the `tokenizer` of
# llama2.toml and tinyllama.toml, vocab_size 32000). Llama 3's tiktoken BPE: 128,000 merges and 256
# special tokens, 128256 (llama3.toml, vocab_size 128256; meta-llama/ names only: SmolLM3 keeps the
# size with tokens of its own in the reserved slots). Mistral 7B v0.1/v0.2's SentencePiece: 32000
# (mistral.toml, vocab_size 32000; the Llama 2 size, as Mistral's tokenizer.model has it; only
# mistralai/ names). SmolLM/SmolLM2's BPE: 49152 tokens, its 17 special tokens among them (ids 0 to
# 16; smollm.toml, vocab_size 49152; public converters of SmolLM2-135M-Instruct's tokenizer read ids
# 0 to 49151 as its whole vocabulary). BART's byte-level BPE (RoBERTa's vocab.json): 50265 tokens,
# `<mask>` the last, id 50264, the rows of facebook/bart-base and bart-large (bart.toml; the CNN
# summarisers have 50264 rows: not equal, not counted). Qwen, Phi, OPT, Pythia and T5 checkpoints
# keep spare rows past their tokenizers (a few added tokens fit): not in the table, silent. (The
# test stand-ins fill their rows exactly, every one.)
_TOKENIZER_ROWS = {
    "GPT-2 byte-level BPE": 50257,
    "Llama 2 SentencePiece (32000)": 32000,
    "Llama 3 tiktoken BPE (128256)": 128256,
    "Mistral SentencePiece": 32000,
    "SmolLM BPE (49152)": 49152,
    "BART byte-level BPE": 50265,
}
# (families shared by checkpoints of other makers: counted for these names only)
_FAMILY_PREFIX = {"Mistral SentencePiece": "mistralai/", "Llama 3 tiktoken BPE (128256)": "meta-llama/"}

# Tokens the checkpoints' vocabularies hold (adding one adds nothing): their own special tokens,
# SentencePiece's byte pieces `<0x0A>`; HTML tags, which a BPE vocabulary may hold whole.
_HTML = frozenset(
    "a b i u s p q br hr em tt del ins div span li ul ol dl dt dd tr td th table tbody thead tfoot html body head title"
    " img strong code pre h1 h2 h3 h4 h5 h6 script style meta link sup sub small big center font form input label"
    " option select textarea button nav footer header section article main blockquote iframe noscript caption col"
    " abbr cite".split()
)
_KNOWN_SPECIALS = frozenset({"<|endoftext|>", "<s>", "</s>", "<unk>", "[INST]", "[/INST]"})
# The families' own special tokens past those: SmolLM's 17 (the StarCoder-style code and chat
# markers), BART's `<pad>` and `<mask>`.
_FAMILY_SPECIALS = {
    "SmolLM BPE (49152)": frozenset(
        "<|endoftext|> <|im_start|> <|im_end|> <repo_name> <reponame> <file_sep> <filename> <gh_stars>"
        " <issue_start> <issue_comment> <issue_closed> <jupyter_start> <jupyter_text> <jupyter_code>"
        " <jupyter_output> <jupyter_script> <empty_output>".split()
    ),
    "BART byte-level BPE": frozenset({"<pad>", "<mask>"}),
}
# Llama 3's 256 special tokens (ids 128000-128255): these names, the rest `<|reserved_special_token_N|>`
# (Meta's tokenizer, as torchtune's llama3 tokenizer lists them; `<|image|>` of the 3.2 vision models).
_LLAMA3_SPECIAL = re.compile(
    r"<\|(begin_of_text|end_of_text|finetune_right_pad_id|step_id|start_header_id|end_header_id|eom_id|eot_id"
    r"|python_tag|image|reserved_special_token_\d+)\|>"
)
# The names the test stand-ins' tokenizers hold (`<unk>`, `<pad>`, `<s>`, `</s>`): not counted as
# new in `len(tokenizer)` whatever the family (the corpus is labelled on them; unknown stays silent).
_STANDIN_SPECIALS = frozenset({"<unk>", "<pad>", "<s>", "</s>"})
_NEW_SHAPE = re.compile(r"<\|?/?[A-Za-z][A-Za-z0-9_]*\|?>|\[/?[A-Z][A-Z_]*\]")


def filled_tokenizer(name: str) -> tuple[int, str, str] | None:
    """(tokens, family, checkpoint's name) of a hub name whose tokenizer fills its checkpoint's
    embedding rows exactly (the table above); None for any other name."""
    hub = hub_checkpoint(name)
    if hub is None or hub.tokenizer is None:
        return None
    length = _TOKENIZER_ROWS.get(hub.tokenizer)
    if length is None or hub.config.get("vocab_size") != length:
        return None
    prefix = _FAMILY_PREFIX.get(hub.tokenizer)
    if prefix is not None and not hub.name.lower().startswith(prefix):
        return None
    return length, hub.tokenizer, hub.name


def surely_new_token(token: str, family: str) -> bool:
    """A token written like a marker (`<ctrl>`, `<|user|>`, `[PAD]`) that the family's vocabulary
    does not hold: not one of its special tokens, a byte piece, or an HTML tag."""
    if not _NEW_SHAPE.fullmatch(token) or token in _KNOWN_SPECIALS or token in _FAMILY_SPECIALS.get(family, ()):
        return False
    if token.strip("<>/|").lower() in _HTML or token.startswith("<0x"):
        return False
    return not (family.startswith("Llama 3") and _LLAMA3_SPECIAL.fullmatch(token))


def surely_held_token(token: str, family: str) -> bool:
    """A token the family's vocabulary surely holds already: adding it leaves the length as it is."""
    if family.startswith("Llama 3"):
        return bool(_LLAMA3_SPECIAL.fullmatch(token))
    if family.startswith("GPT-2"):
        return token == "<|endoftext|>"
    if family.startswith(("Llama 2", "Mistral")):
        return token in ("<s>", "</s>", "<unk>")
    return token in _FAMILY_SPECIALS.get(family, ()) or (family.startswith("BART") and token in ("<s>", "</s>", "<unk>"))


def tokenizer_length(name: str, added: Sequence[str]) -> int | None:
    """`len(tokenizer)` of a tokenizer loaded by a hub name of the table above, after the script
    added `added` (each once): the family's length plus the tokens surely new; None when one is
    neither surely new nor surely held (or a stand-in name, `<pad>`, that the family lacks)."""
    found = filled_tokenizer(name)
    if found is None:
        return None
    length, family, _ = found
    for token in added:
        if surely_held_token(token, family):
            continue
        if token in _STANDIN_SPECIALS or not surely_new_token(token, family):
            return None
        length += 1
    return length
