"""Tiny stand-ins for well-known hub checkpoints, written into a local Hugging Face cache.

Runs inside a release's subprocess (it imports transformers). Each stand-in is a
2-layer config of the real architecture, saved with the release's own
`save_pretrained` into `models--org--name/snapshots/<rev>/` with a tiny word-level
tokenizer, so that `from_pretrained("org/name")` with `HF_HUB_OFFLINE=1` loads it
exactly as user code loads the real checkpoint. The `generation_config.json` is
written the way the hub copies of those checkpoints have it (no `use_cache`; the
Gemma 2/3 files set `cache_implementation`), because that file changes what several
checks see. Whisper stand-ins carry a byte-level BPE tokenizer with Whisper's
special tokens and a feature extractor, so that speech pipelines run on them.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REVISION = "0" * 40
SPECIAL = ["<unk>", "<pad>", "<s>", "</s>"]
WORDS = (
    "the quick brown fox jumps over lazy dog a an of to in is was it for on with as by at from "
    "that this be are or have not but he she they we you i my your our hello world once upon time "
    "there lived king queen who loved garden tell me story about cats dogs model language generate "
    "text fast slow red green blue one two three four five six seven eight nine ten"
).split()


@dataclass(frozen=True)
class HubModel:
    repo_id: str
    model_type: str
    config: dict[str, Any]
    auto: str = "AutoModelForCausalLM"
    vocab_words: int = 64  # how many WORDS the tokenizer knows (vocab size = this + specials)
    generation_config: dict[str, Any] | None = field(default_factory=dict)
    # Rows of the embedding matrix beyond the tokenizer's vocabulary (config.vocab_size is larger
    # than the tokenizer, as in checkpoints that pad their embeddings).
    vocab_padding: int = 0
    # A byte-level BPE tokenizer (every byte a token) instead of the word-level one; needed where a
    # release rebuilds the tokenizer of the model type from its vocabulary (Qwen2Tokenizer in 5.x
    # turns a word-level vocabulary into a byte-level one that drops most text). `vocab_words` is unused.
    byte_level: bool = False
    # The token ids config.json and generation_config.json set (the tokenizer's <pad> is 1, <s> 2,
    # </s> 3); None leaves a field out, as the hub file does. GPT-2's files set no pad_token_id and
    # one token for bos and eos (50256, <|endoftext|>): see GPT2_IDS.
    pad_token_id: int | None = 1
    bos_token_id: int = 2
    # Whether the tokenizer has a pad token (`<pad>`). GPT-2's hub tokenizer has none (GPT2Tokenizer's
    # pad_token=None), so padding a batch needs `tok.pad_token = tok.eos_token` first, as users write.
    tokenizer_pad: bool = True

    @property
    def vocab_size(self) -> int:
        """The stand-in's `config.vocab_size` (what transformers compares for "same tokenizer?")."""
        if self.model_type == "whisper":  # 256 bytes, 8 special tokens and the language tokens
            return 256 + 8 + self.vocab_words
        tokens = 256 if self.byte_level else self.vocab_words
        return len(SPECIAL) + tokens + self.vocab_padding


def _lm(hidden: int = 16, layers: int = 2, **extra: Any) -> dict[str, Any]:
    base = dict(
        hidden_size=hidden,
        intermediate_size=2 * hidden,
        num_hidden_layers=layers,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=256,
    )
    base.update(extra)
    return base


# Vocabulary sizes mirror the real checkpoints' relations: two stand-ins share a
# vocabulary exactly when the real checkpoints do (gpt2/distilgpt2, the Qwen2.5
# sizes, the SmolLM2 sizes), so "same tokenizer?" checks decide as they would on
# the real models. The analyzer's table of hub families must agree with this.
# Qwen-tokenizer stand-ins (Qwen1.5 to Qwen3, the Qwen R1 distills) are byte-level:
# 4 specials + 256 bytes = 260, plus QWEN_LARGE_PADDING for the 7B-and-larger ones.
VOCAB_GPT2, VOCAB_QWEN, VOCAB_LLAMA3, VOCAB_SMOL = 64, 60, 56, 40
VOCAB_XLNET, VOCAB_NEOX, VOCAB_RWKV, VOCAB_GEMMA2, VOCAB_GEMMA3 = 48, 52, 50, 44, 46
# Sliding windows as the hub config.json files have them (Gemma 2: 4096; Gemma 3 270m and 1b: 512):
# on 5.24 a static cache longer than the window cannot be cropped, so assisted generation with
# one raises (HF128); a smaller stand-in window would make short caches raise that do not on the hub.
GEMMA2_WINDOW, GEMMA3_WINDOW = 4096, 512
# The families of the recall corpus (benchmarks/recall/). What transformers compares to
# decide "different tokenizers" is `config.vocab_size`, so the stand-ins keep the relations
# of the real config.json values (read from the hub files): 32000 Llama 2 = TinyLlama =
# Mistral-7B-v0.1, 32016 CodeLlama-7b, 32768 Mistral-7B-v0.3, 152064 for the 7B-and-larger
# Qwen2/2.5 checkpoints (151936 for the smaller ones, VOCAB_QWEN, although both ship the same
# tokenizer: QWEN_LARGE_PADDING), 256000 Gemma 1 = Gemma 2 (VOCAB_GEMMA2), 262144 Gemma 3 text (VOCAB_GEMMA3),
# 51200 Phi-2, 32064 Phi-3 / Phi-3.5-mini, 100352 Phi-4, 49152 SmolLM 1 = SmolLM2
# (VOCAB_SMOL), 128256 SmolLM3 = Llama 3.x (VOCAB_LLAMA3), 50272 OPT, 50304 Pythia
# (GPT-NeoX tokenizer, padded; Mamba's 50280 is VOCAB_NEOX), 65024 Falcon.
# XLNet's 32000 (xlnet-base-cased) equals Llama 2's, so they share VOCAB_XLNET.
VOCAB_LLAMA2, VOCAB_CODELLAMA, VOCAB_MISTRAL3 = VOCAB_XLNET, 38, 42
# The 7B-and-larger Qwen2/2.5 checkpoints share the small ones' tokenizer but pad the embedding
# matrix further (152064 rows against 151936): same tokenizer, larger config.vocab_size.
QWEN_LARGE_PADDING = 2
VOCAB_PHI2, VOCAB_PHI3, VOCAB_PHI4, VOCAB_OPT, VOCAB_PYTHIA, VOCAB_FALCON = 54, 58, 66, 68, 70, 72
# Encoder-decoder text models and Mistral NeMo: 32128 T5 = Flan-T5 (VOCAB_T5), 50265 facebook/bart-base
# (VOCAB_BART), 50264 the CNN summarisers (distilbart-cnn-12-6: one row fewer, same tokenizer),
# 131072 Mistral-Nemo (Tekken).
VOCAB_T5, VOCAB_BART, VOCAB_NEMO = 62, 74, 76
# Granite: 49155 for 3.0 and 3.1, 49159 for 3.3.
VOCAB_GRANITE31, VOCAB_GRANITE33 = 75, 77
# MarianMT: 58101 for Helsinki-NLP/opus-mt-en-de (its own SentencePiece vocabulary).
VOCAB_MARIAN = 71
# NLLB-200 (256206) and PEGASUS (96103): vocabularies of their own.
VOCAB_NLLB, VOCAB_PEGASUS = 69, 67
# Whisper: 51865 multilingual (tiny … large-v2, distil-large-v2), 51866 large-v3 (one more
# language token; large-v3-turbo, distil-large-v3), 51864 English-only (*.en, distil-small.en,
# distil-medium.en). For Whisper stand-ins `vocab_words` is the number of language tokens.
WHISPER_LANGS = ["<|en|>", "<|de|>", "<|fr|>", "<|yue|>"]
WHISPER_MULTI, WHISPER_V3, WHISPER_EN = 3, 4, 2


def _whisper(d_model: int, enc_layers: int, dec_layers: int, heads: int, mel: int = 80) -> dict[str, Any]:
    """A Whisper config whose encoder-shape fields keep the real checkpoints' relations: the
    assisted-generation check compares encoder_layers, encoder_attention_heads and encoder_ffn_dim
    of main and assistant, and the decoder's cross-attention needs the same d_model."""
    return dict(
        d_model=d_model,
        encoder_layers=enc_layers,
        decoder_layers=dec_layers,
        encoder_attention_heads=heads,
        decoder_attention_heads=heads,
        encoder_ffn_dim=2 * d_model,
        decoder_ffn_dim=2 * d_model,
        num_mel_bins=mel,
        max_source_positions=1500,
        max_target_positions=448,
    )


# Real sizes (config.json): tiny 384 d / 4+4 layers / 6 heads, small 768 / 12+12 / 12,
# medium 1024 / 24+24 / 16, large-v2 and large-v3 1280 / 32+32 / 20 (large-v3: 128 mel bins),
# large-v3-turbo 1280 / 32+4, distil-large-v2/v3 1280 / 32+2, distil-small.en 768 / 12+2,
# distil-medium.en 1024 / 24+2. Tiny stand-ins map each width (and the encoder's depth) to its
# own size, and keep the real decoder depth: a static cache has one layer per decoder layer, and
# 5.24's error for an encoder-decoder static cache in assisted generation prints them all (HF130).
def _w_tiny(dec: int = 4) -> dict[str, Any]:
    return _whisper(8, 1, dec, 1)


def _w_small(dec: int = 12) -> dict[str, Any]:
    return _whisper(16, 2, dec, 2)


def _w_medium(dec: int = 24) -> dict[str, Any]:
    return _whisper(24, 3, dec, 3)


def _w_large(dec: int = 32, mel: int = 80) -> dict[str, Any]:
    return _whisper(32, 4, dec, 4, mel)


_SPEECH = "AutoModelForSpeechSeq2Seq"
# Fields of the hub generation_config.json files that change what generate does here (read
# from the files on the hub; token ids and sampling fields are left out unless noted).
_GEMMA_HYBRID = {"cache_implementation": "hybrid"}  # google/gemma-2-* (base and -it), google/gemma-3-*-it and -270m
# The files that sample by default, with the sampling fields they set (catalog/checkpoints/*.toml
# records `do_sample` in `sets` and the rest in `source`; tests/unit/test_hub_table.py checks that
# every field `sets` records is written here): the text-generation pipeline and generate take them.
# Where the hub file's `transformers_version` is known it is written too (the others keep "4.40.0"):
# 4.57's generate gives a passed GenerationConfig's default fields the model's values only when the
# model's file says 4.50 or later (catalog/checkpoints/*.toml records it as transformers_version).
_GEMMA3_IT = dict(_GEMMA_HYBRID, do_sample=True, top_k=64, top_p=0.95, transformers_version="4.50.0.dev0")  # google/gemma-3-1b-it
_QWEN25_INSTRUCT = dict(
    do_sample=True, temperature=0.7, top_p=0.8, top_k=20, repetition_penalty=1.05, transformers_version="4.37.0"
)
# Qwen/Qwen2.5-0.5B-Instruct and -1.5B-Instruct: their generation_config.json has repetition_penalty 1.1
# (catalog/checkpoints/qwen2_5.toml quotes where it was read); 7B and larger keep 1.05.
_QWEN25_SMALL_INSTRUCT = dict(_QWEN25_INSTRUCT, repetition_penalty=1.1)
_QWEN25_BASE = dict(
    do_sample=False, transformers_version="4.37.0"
)  # (the hub file's max_new_tokens 2048 is left out: runs stay short)
# Qwen/Qwen2-0.5B-Instruct and Qwen2-7B-Instruct sample like Qwen2.5 Instruct: temperature 0.7, top_p 0.8,
# top_k 20, repetition_penalty 1.1 (0.5B and 1.5B) or 1.05 (7B) (catalog/checkpoints/qwen2.toml says where
# it was read; the file's transformers_version was not found quoted, so the stand-in keeps "4.40.0").
_QWEN2_INSTRUCT = dict(do_sample=True, temperature=0.7, top_p=0.8, top_k=20, repetition_penalty=1.05)
_QWEN2_SMALL_INSTRUCT = dict(_QWEN2_INSTRUCT, repetition_penalty=1.1)
# Llama 3.x: Meta's generation_config.json samples, temperature 0.6, top_p 0.9 (catalog/checkpoints/llama3.toml
# says, name by name, where it was read and which versions wrote it). Only the names a copy was found for;
# Llama-2-7b-hf's file sets the same three fields (llama2.toml).
_LLAMA3_SAMPLING = dict(do_sample=True, temperature=0.6, top_p=0.9)
_QWEN3 = dict(do_sample=True, temperature=0.6, top_k=20, top_p=0.95, transformers_version="4.51.0")
_R1_DISTILL_QWEN = dict(do_sample=True, temperature=0.6, top_p=0.95, transformers_version="4.39.3")
# SmolLM2 (base and Instruct) and SmolLM-360M-Instruct: token ids only, written by 4.42.3 (before 4.50:
# 4.57 keeps a passed GenerationConfig as it is; catalog/checkpoints/smollm.toml).
_SMOL_GEN = dict(transformers_version="4.42.3")

# GPT-2 (gpt2, distilgpt2, gpt2-medium, -large, -xl; DialoGPT is GPT-2 fine-tuned): config.json sets
# bos_token_id = eos_token_id = 50256 (<|endoftext|>) and no pad_token_id, generation_config.json only
# those two ids (catalog/checkpoints/gpt2.toml and dialogpt.toml quote where they were read). A
# pad_token_id in the stand-ins' config made 5.18 and later raise an IndexError of their own on a reused
# DynamicCache (benchmarks/README.md, h72). The config also nests `task_specific_params`: the
# text-generation pipeline of 4.57 to 5.19 reads it (it samples, max_length 50); DialoGPT's is for the
# "conversational" task. The hub tokenizer has no pad token either (GPT2Tokenizer's pad_token=None), nor
# have the stand-ins': a script that pads a GPT-2 batch must set one, as on the hub (h86 in
# benchmarks/README.md).
GPT2_IDS: dict[str, Any] = dict(pad_token_id=None, bos_token_id=3, tokenizer_pad=False)
_GPT2_TASKS = {"text-generation": {"do_sample": True, "max_length": 50}}
# n_positions 1024, as in every GPT-2 config.json (gpt2 and gpt2-medium quoted in full in mlc-ai/mlc-llm's
# model_preset.py; GPT2Config's own default, which distilgpt2, gpt2-large/-xl and DialoGPT keep): a prompt plus
# new tokens past it raises torch's "index out of range in self" from the position table (wpe), so a smaller
# stand-in table (it was 256 until h158) made prompts of 256 to 1024 tokens raise that run on the hub. The
# weights are drawn as they were for 256 rows, the table's first 256 rows too (_gpt2_drawn_as_before): what a
# stand-in generates within 256 positions is unchanged. (vit-gpt2's decoder keeps 256: its captions are short.)
_GPT2_CFG = dict(n_layer=2, n_embd=16, n_head=2, n_positions=1024, task_specific_params=_GPT2_TASKS)

HUB_MODELS: list[HubModel] = [
    HubModel("openai-community/gpt2", "gpt2", _GPT2_CFG, vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel("distilbert/distilgpt2", "gpt2", _GPT2_CFG, vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel(
        "Qwen/Qwen2.5-1.5B-Instruct",
        "qwen2",
        _lm(),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        generation_config=_QWEN25_SMALL_INSTRUCT,
    ),
    HubModel(
        "Qwen/Qwen2.5-0.5B-Instruct",
        "qwen2",
        _lm(),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        generation_config=_QWEN25_SMALL_INSTRUCT,
    ),
    HubModel(
        "meta-llama/Llama-3.2-1B",
        "llama",
        _lm(layers=4),
        vocab_words=VOCAB_LLAMA3,
        generation_config=dict(_LLAMA3_SAMPLING, transformers_version="4.45.0.dev0"),
    ),
    HubModel("HuggingFaceTB/SmolLM2-135M", "llama", _lm(), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    HubModel("HuggingFaceTB/SmolLM2-360M", "llama", _lm(), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    HubModel("xlnet/xlnet-base-cased", "xlnet", dict(d_model=16, n_layer=2, n_head=2, d_inner=32), vocab_words=VOCAB_XLNET),
    HubModel(
        "state-spaces/mamba-130m-hf",
        "mamba",
        dict(hidden_size=16, num_hidden_layers=2, state_size=4, expand=2, conv_kernel=4),
        vocab_words=VOCAB_NEOX,
    ),
    HubModel(
        "RWKV/rwkv-4-169m-pile",
        "rwkv",
        dict(hidden_size=16, num_hidden_layers=2, attention_hidden_size=16, intermediate_size=32, context_length=256),
        vocab_words=VOCAB_RWKV,
    ),
    HubModel(
        "google/gemma-2-2b",
        "gemma2",
        _lm(head_dim=8, sliding_window=GEMMA2_WINDOW, max_position_embeddings=8192),
        vocab_words=VOCAB_GEMMA2,
        generation_config=_GEMMA_HYBRID,
    ),
    HubModel(
        "google/gemma-3-270m",
        "gemma3_text",
        _lm(head_dim=8, sliding_window=GEMMA3_WINDOW, max_position_embeddings=32768),
        vocab_words=VOCAB_GEMMA3,
    ),
    # Stateful / cache-less models with the gpt2 vocabulary size, so that they pass the "same tokenizer?"
    # check as assistants of openai-community/gpt2 and reach the assisted loop (HF110).
    HubModel(
        "hflint-fixtures/mamba-gpt2-vocab",
        "mamba",
        dict(hidden_size=16, num_hidden_layers=2, state_size=4, expand=2, conv_kernel=4),
        vocab_words=VOCAB_GPT2,
    ),
    HubModel(
        "hflint-fixtures/rwkv-gpt2-vocab",
        "rwkv",
        dict(hidden_size=16, num_hidden_layers=2, attention_hidden_size=16, intermediate_size=32, context_length=256),
        vocab_words=VOCAB_GPT2,
    ),
    HubModel(
        "hflint-fixtures/xlnet-gpt2-vocab", "xlnet", dict(d_model=16, n_layer=2, n_head=2, d_inner=32), vocab_words=VOCAB_GPT2
    ),
]

# The checkpoints the recall corpus (benchmarks/recall/scripts) loads by hub name.
_SEQ2SEQ = "AutoModelForSeq2SeqLM"
_T5_CFG = dict(d_model=16, d_ff=32, d_kv=8, num_layers=2, num_heads=2, decoder_start_token_id=1)
_T5_GEN = dict(decoder_start_token_id=1, pad_token_id=1)
_BART_CFG = dict(
    d_model=16,
    encoder_layers=2,
    decoder_layers=2,
    encoder_attention_heads=2,
    decoder_attention_heads=2,
    encoder_ffn_dim=32,
    decoder_ffn_dim=32,
    max_position_embeddings=256,
    decoder_start_token_id=3,
)
HUB_MODELS += [
    # GPT-2 by its legacy names (the hub redirects them to openai-community/ and distilbert/).
    HubModel("gpt2", "gpt2", _GPT2_CFG, vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel("distilgpt2", "gpt2", _GPT2_CFG, vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel("gpt2-medium", "gpt2", dict(_GPT2_CFG, n_layer=3), vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel("openai-community/gpt2-medium", "gpt2", dict(_GPT2_CFG, n_layer=3), vocab_words=VOCAB_GPT2, **GPT2_IDS),
    HubModel("openai-community/gpt2-large", "gpt2", dict(_GPT2_CFG, n_layer=4), vocab_words=VOCAB_GPT2, **GPT2_IDS),
    # Llama 2 family and its 32000-token relatives.
    # (h150) Llama-2-7b-hf's generation_config.json samples (temperature 0.6, top_p 0.9, written by
    # 4.31.0.dev0; its max_length 4096 is left out: runs stay short); the chat models' files were not
    # found copied, so their stand-ins keep token ids only (catalog/checkpoints/llama2.toml).
    HubModel(
        "meta-llama/Llama-2-7b-hf",
        "llama",
        _lm(layers=3),
        vocab_words=VOCAB_LLAMA2,
        generation_config=dict(_LLAMA3_SAMPLING, transformers_version="4.31.0.dev0"),
    ),
    HubModel("meta-llama/Llama-2-7b-chat-hf", "llama", _lm(layers=3), vocab_words=VOCAB_LLAMA2),
    HubModel("meta-llama/Llama-2-13b-chat-hf", "llama", _lm(layers=4), vocab_words=VOCAB_LLAMA2),
    HubModel("TinyLlama/TinyLlama-1.1B-Chat-v1.0", "llama", _lm(), vocab_words=VOCAB_LLAMA2),
    HubModel("codellama/CodeLlama-7b-hf", "llama", _lm(layers=3), vocab_words=VOCAB_CODELLAMA),
    HubModel("codellama/CodeLlama-7b-Instruct-hf", "llama", _lm(layers=3), vocab_words=VOCAB_CODELLAMA),
    HubModel("mistralai/Mistral-7B-v0.1", "mistral", _lm(layers=3), vocab_words=VOCAB_LLAMA2),
    HubModel("mistralai/Mistral-7B-Instruct-v0.3", "mistral", _lm(layers=3), vocab_words=VOCAB_MISTRAL3),
    # Llama 3.x: one tokenizer (128256) for 3, 3.1, 3.2, 3.3, SmolLM3 and the Llama R1 distill.
    HubModel(
        "meta-llama/Meta-Llama-3-8B-Instruct",
        "llama",
        _lm(layers=4),
        vocab_words=VOCAB_LLAMA3,
        generation_config=dict(_LLAMA3_SAMPLING, transformers_version="4.40.0.dev0"),
    ),
    HubModel(
        "meta-llama/Llama-3.1-8B-Instruct",
        "llama",
        _lm(layers=4),
        vocab_words=VOCAB_LLAMA3,
        generation_config=dict(_LLAMA3_SAMPLING, transformers_version="4.42.3"),
    ),
    HubModel("meta-llama/Llama-3.2-1B-Instruct", "llama", _lm(), vocab_words=VOCAB_LLAMA3, generation_config=_LLAMA3_SAMPLING),
    HubModel(
        "meta-llama/Llama-3.2-3B-Instruct",
        "llama",
        _lm(layers=3),
        vocab_words=VOCAB_LLAMA3,
        generation_config=dict(_LLAMA3_SAMPLING, transformers_version="4.45.0.dev0"),
    ),
    HubModel("meta-llama/Llama-3.3-70B-Instruct", "llama", _lm(layers=4), vocab_words=VOCAB_LLAMA3),
    # (h174) Meta-Llama-3-8B (base) samples like the Instruct models: do_sample, temperature 0.6, top_p 0.9
    # as transformers printed its hub file on loading (llama3.toml); its max_length 4096 is left out (runs
    # stay short) and its transformers_version was not printed.
    HubModel("meta-llama/Meta-Llama-3-8B", "llama", _lm(layers=4), vocab_words=VOCAB_LLAMA3, generation_config=_LLAMA3_SAMPLING),
    HubModel("HuggingFaceTB/SmolLM3-3B", "smollm3", _lm(layers=3), vocab_words=VOCAB_LLAMA3),
    HubModel("deepseek-ai/DeepSeek-R1-Distill-Llama-8B", "llama", _lm(layers=4), vocab_words=VOCAB_LLAMA3),
    # Qwen: 151936 below 7B, 152064 from 7B on (Qwen2 / Qwen2.5); Qwen1.5 and Qwen3 151936 throughout.
    HubModel("Qwen/Qwen1.5-0.5B-Chat", "qwen2", _lm(), vocab_words=VOCAB_QWEN, byte_level=True),
    HubModel("Qwen/Qwen1.5-1.8B-Chat", "qwen2", _lm(), vocab_words=VOCAB_QWEN, byte_level=True),
    HubModel(
        "Qwen/Qwen2-0.5B-Instruct",
        "qwen2",
        _lm(),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        generation_config=_QWEN2_SMALL_INSTRUCT,
    ),
    HubModel(
        "Qwen/Qwen2-7B-Instruct",
        "qwen2",
        _lm(layers=4),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        vocab_padding=QWEN_LARGE_PADDING,
        generation_config=_QWEN2_INSTRUCT,
    ),
    HubModel("Qwen/Qwen2.5-0.5B", "qwen2", _lm(), vocab_words=VOCAB_QWEN, byte_level=True, generation_config=_QWEN25_BASE),
    HubModel(
        "Qwen/Qwen2.5-3B-Instruct",
        "qwen2",
        _lm(layers=3),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        # (h150: the copy of its file that was found agrees on every field but temperature, which the
        # copy had edited; qwen2_5.toml leaves temperature unknown)
        generation_config=_QWEN25_INSTRUCT,
    ),
    HubModel(
        "Qwen/Qwen2.5-7B-Instruct",
        "qwen2",
        _lm(layers=4),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        vocab_padding=QWEN_LARGE_PADDING,
        generation_config=_QWEN25_INSTRUCT,
    ),
    HubModel(
        "Qwen/Qwen2.5-Coder-0.5B-Instruct",
        "qwen2",
        _lm(),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        generation_config=_QWEN25_INSTRUCT,
    ),
    HubModel(
        "Qwen/Qwen2.5-Coder-7B-Instruct",
        "qwen2",
        _lm(layers=4),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        vocab_padding=QWEN_LARGE_PADDING,
        generation_config=_QWEN25_INSTRUCT,
    ),
    HubModel("Qwen/Qwen3-0.6B", "qwen3", _lm(head_dim=8), vocab_words=VOCAB_QWEN, byte_level=True, generation_config=_QWEN3),
    HubModel("Qwen/Qwen3-1.7B", "qwen3", _lm(head_dim=8), vocab_words=VOCAB_QWEN, byte_level=True, generation_config=_QWEN3),
    HubModel(
        "Qwen/Qwen3-8B", "qwen3", _lm(head_dim=8, layers=4), vocab_words=VOCAB_QWEN, byte_level=True, generation_config=_QWEN3
    ),
    HubModel(
        "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B",
        "qwen2",
        _lm(),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        generation_config=_R1_DISTILL_QWEN,
    ),
    HubModel(
        "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B",
        "qwen2",
        _lm(layers=4),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        vocab_padding=QWEN_LARGE_PADDING,
        generation_config=_R1_DISTILL_QWEN,
    ),
    # Gemma 1 (no cache_implementation in its generation_config.json), Gemma 2 and 3 ("hybrid").
    HubModel("google/gemma-2b", "gemma", _lm(head_dim=8), vocab_words=VOCAB_GEMMA2),
    HubModel("google/gemma-7b-it", "gemma", _lm(head_dim=8, layers=3), vocab_words=VOCAB_GEMMA2),
    # (h174) gemma-2-2b-it's file is known whole (gemma2.toml): token ids, cache_implementation hybrid and
    # transformers_version 4.42.4, nothing else.
    HubModel(
        "google/gemma-2-2b-it",
        "gemma2",
        _lm(head_dim=8, sliding_window=GEMMA2_WINDOW, max_position_embeddings=8192),
        vocab_words=VOCAB_GEMMA2,
        generation_config=dict(_GEMMA_HYBRID, transformers_version="4.42.4"),
    ),
    HubModel(
        "google/gemma-2-9b-it",
        "gemma2",
        _lm(head_dim=8, sliding_window=GEMMA2_WINDOW, max_position_embeddings=8192, layers=4),
        vocab_words=VOCAB_GEMMA2,
        generation_config=_GEMMA_HYBRID,
    ),
    HubModel(
        "google/gemma-3-1b-it",
        "gemma3_text",
        _lm(head_dim=8, sliding_window=GEMMA3_WINDOW, max_position_embeddings=32768),
        vocab_words=VOCAB_GEMMA3,
        generation_config=_GEMMA3_IT,
    ),
    HubModel(
        "google/gemma-3-270m-it",
        "gemma3_text",
        _lm(head_dim=8, sliding_window=GEMMA3_WINDOW, max_position_embeddings=32768),
        vocab_words=VOCAB_GEMMA3,
        generation_config=_GEMMA_HYBRID,
    ),
    # Phi.
    HubModel("microsoft/phi-2", "phi", _lm(), vocab_words=VOCAB_PHI2),
    HubModel("microsoft/phi-1_5", "phi", _lm(), vocab_words=VOCAB_PHI2),
    HubModel("microsoft/Phi-3-mini-4k-instruct", "phi3", _lm(), vocab_words=VOCAB_PHI3),
    HubModel("microsoft/Phi-3.5-mini-instruct", "phi3", _lm(), vocab_words=VOCAB_PHI3),
    HubModel("microsoft/phi-4", "phi3", _lm(layers=4), vocab_words=VOCAB_PHI4),
    # SmolLM 1 and 2 share their tokenizer (49152).
    HubModel("HuggingFaceTB/SmolLM-135M", "llama", _lm(), vocab_words=VOCAB_SMOL),
    HubModel("HuggingFaceTB/SmolLM-360M-Instruct", "llama", _lm(), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    HubModel("HuggingFaceTB/SmolLM2-135M-Instruct", "llama", _lm(), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    HubModel("HuggingFaceTB/SmolLM2-360M-Instruct", "llama", _lm(), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    HubModel("HuggingFaceTB/SmolLM2-1.7B-Instruct", "llama", _lm(layers=3), vocab_words=VOCAB_SMOL, generation_config=_SMOL_GEN),
    # OPT, Pythia, Falcon.
    HubModel(
        "facebook/opt-125m",
        "opt",
        dict(
            hidden_size=16,
            ffn_dim=32,
            num_hidden_layers=2,
            num_attention_heads=2,
            word_embed_proj_dim=16,
            max_position_embeddings=256,
        ),
        vocab_words=VOCAB_OPT,
    ),
    HubModel(
        "facebook/opt-350m",
        "opt",
        dict(
            hidden_size=16,
            ffn_dim=32,
            num_hidden_layers=3,
            num_attention_heads=2,
            word_embed_proj_dim=16,
            max_position_embeddings=256,
        ),
        vocab_words=VOCAB_OPT,
    ),
    HubModel(
        "facebook/opt-1.3b",
        "opt",
        dict(
            hidden_size=16,
            ffn_dim=32,
            num_hidden_layers=4,
            num_attention_heads=2,
            word_embed_proj_dim=16,
            max_position_embeddings=256,
        ),
        vocab_words=VOCAB_OPT,
    ),
    HubModel(
        "EleutherAI/pythia-70m",
        "gpt_neox",
        dict(hidden_size=16, intermediate_size=32, num_hidden_layers=2, num_attention_heads=2, max_position_embeddings=256),
        vocab_words=VOCAB_PYTHIA,
    ),
    HubModel(
        "EleutherAI/pythia-160m",
        "gpt_neox",
        dict(hidden_size=16, intermediate_size=32, num_hidden_layers=2, num_attention_heads=2, max_position_embeddings=256),
        vocab_words=VOCAB_PYTHIA,
    ),
    HubModel(
        "EleutherAI/pythia-1.4b",
        "gpt_neox",
        dict(hidden_size=16, intermediate_size=32, num_hidden_layers=3, num_attention_heads=2, max_position_embeddings=256),
        vocab_words=VOCAB_PYTHIA,
    ),
    HubModel(
        "tiiuae/falcon-7b-instruct",
        "falcon",
        dict(hidden_size=16, num_hidden_layers=2, num_attention_heads=2),
        vocab_words=VOCAB_FALCON,
    ),
    # T5 / Flan-T5 and BART / DistilBART (text-to-text; decoder_start_token_id as on the hub: the pad token
    # for T5, the eos token for BART).
    HubModel("t5-small", "t5", _T5_CFG, auto=_SEQ2SEQ, vocab_words=VOCAB_T5, generation_config=_T5_GEN),
    HubModel(
        "google/flan-t5-small", "t5", dict(_T5_CFG, num_layers=1), auto=_SEQ2SEQ, vocab_words=VOCAB_T5, generation_config=_T5_GEN
    ),
    HubModel("google/flan-t5-base", "t5", _T5_CFG, auto=_SEQ2SEQ, vocab_words=VOCAB_T5, generation_config=_T5_GEN),
    HubModel(
        "google/flan-t5-large", "t5", dict(_T5_CFG, num_layers=3), auto=_SEQ2SEQ, vocab_words=VOCAB_T5, generation_config=_T5_GEN
    ),
    HubModel("facebook/bart-base", "bart", _BART_CFG, auto=_SEQ2SEQ, vocab_words=VOCAB_BART),
    HubModel("sshleifer/distilbart-cnn-12-6", "bart", _BART_CFG, auto=_SEQ2SEQ, vocab_words=VOCAB_BART - 1),
    # (h103) bart-large-cnn: 50264 as its students; opus-mt-en-de: Marian, pad = decoder start (58100 on the hub).
    HubModel(
        "facebook/bart-large-cnn",
        "bart",
        dict(_BART_CFG, encoder_layers=3, decoder_layers=3),
        auto=_SEQ2SEQ,
        vocab_words=VOCAB_BART - 1,
    ),
    HubModel(
        "facebook/nllb-200-distilled-600M",
        "m2m_100",
        dict(_BART_CFG, decoder_start_token_id=3),
        auto=_SEQ2SEQ,
        vocab_words=VOCAB_NLLB,
    ),
    HubModel(
        "google/pegasus-large", "pegasus", dict(_BART_CFG, decoder_start_token_id=1), auto=_SEQ2SEQ, vocab_words=VOCAB_PEGASUS
    ),
    HubModel(
        "Helsinki-NLP/opus-mt-en-de",
        "marian",
        dict(_BART_CFG, decoder_start_token_id=1),
        auto=_SEQ2SEQ,
        vocab_words=VOCAB_MARIAN,
    ),
    # (head_dim set explicitly, as in the hub config.json: 128 beside hidden_size 5120 and 32 heads)
    HubModel("mistralai/Mistral-Nemo-Base-2407", "mistral", _lm(layers=4, head_dim=8), vocab_words=VOCAB_NEMO),
    # Granite 3.1 and 3.3.
    HubModel("ibm-granite/granite-3.1-2b-instruct", "granite", _lm(), vocab_words=VOCAB_GRANITE31),
    HubModel("ibm-granite/granite-3.3-2b-instruct", "granite", _lm(), vocab_words=VOCAB_GRANITE33),
    HubModel("ibm-granite/granite-3.3-8b-instruct", "granite", _lm(layers=4), vocab_words=VOCAB_GRANITE33),
    # Drafts and small chat models (h55): JackFram/llama-68m (32000 = Llama 2), DialoGPT-medium (50257 =
    # GPT-2), pythia-14m (50304 = Pythia), stablelm-2-zephyr-1_6b (100352 = Phi-4's size).
    HubModel("JackFram/llama-68m", "llama", _lm(), vocab_words=VOCAB_LLAMA2),
    HubModel(
        "microsoft/DialoGPT-medium",
        "gpt2",
        dict(_GPT2_CFG, task_specific_params={"conversational": {"max_length": 1000}}),
        vocab_words=VOCAB_GPT2,
        **GPT2_IDS,
    ),
    # (h103) DialoGPT-small and -large: the GPT-2 vocabulary, per the authors' repository; built as
    # DialoGPT-medium (the hub files' other fields are not quoted: the table says nothing of them).
    HubModel(
        "microsoft/DialoGPT-small",
        "gpt2",
        dict(_GPT2_CFG, task_specific_params={"conversational": {"max_length": 1000}}),
        vocab_words=VOCAB_GPT2,
        **GPT2_IDS,
    ),
    HubModel(
        "microsoft/DialoGPT-large",
        "gpt2",
        dict(_GPT2_CFG, n_layer=3, task_specific_params={"conversational": {"max_length": 1000}}),
        vocab_words=VOCAB_GPT2,
        **GPT2_IDS,
    ),
    HubModel(
        "EleutherAI/pythia-14m",
        "gpt_neox",
        dict(hidden_size=16, intermediate_size=32, num_hidden_layers=2, num_attention_heads=2, max_position_embeddings=256),
        vocab_words=VOCAB_PYTHIA,
    ),
    HubModel("stabilityai/stablelm-2-zephyr-1_6b", "stablelm", _lm(), vocab_words=VOCAB_PHI4),
    # (h108) zephyr-7b-beta and TinyLlama_v1.1 (32000 = Llama 2), OLMo-7B-hf and stablelm-3b-4e1t (50304 =
    # Pythia's padded size), Qwen2.5-Math (151936 for 1.5B, 152064 for 7B: Qwen2.5's two paddings),
    # codegen-350M-mono (51200 = Phi-2), Phi-3.5-MoE-instruct (32064 = Phi-3.5-mini); OLMo-1B-hf (in the table
    # since ckpt25, 50304) as OLMo-7B-hf's draft. Only vocab_size and
    # the model type come from the hub files; the other fields are the stand-ins' own.
    HubModel("HuggingFaceH4/zephyr-7b-beta", "mistral", _lm(layers=3), vocab_words=VOCAB_LLAMA2),
    HubModel("TinyLlama/TinyLlama_v1.1", "llama", _lm(), vocab_words=VOCAB_LLAMA2),
    HubModel("allenai/OLMo-1B-hf", "olmo", _lm(), vocab_words=VOCAB_PYTHIA),
    HubModel("allenai/OLMo-7B-hf", "olmo", _lm(layers=3), vocab_words=VOCAB_PYTHIA),
    HubModel("stabilityai/stablelm-3b-4e1t", "stablelm", _lm(layers=3), vocab_words=VOCAB_PYTHIA),
    HubModel("Qwen/Qwen2.5-Math-1.5B-Instruct", "qwen2", _lm(), vocab_words=VOCAB_QWEN, byte_level=True),
    HubModel(
        "Qwen/Qwen2.5-Math-7B-Instruct",
        "qwen2",
        _lm(layers=4),
        vocab_words=VOCAB_QWEN,
        byte_level=True,
        vocab_padding=QWEN_LARGE_PADDING,
    ),
    HubModel(
        "Salesforce/codegen-350M-mono",
        "codegen",
        # (CodeGen splits the heads over 4 partitions: n_head a multiple of 4)
        dict(n_embd=32, n_layer=2, n_head=4, rotary_dim=4, n_positions=256, n_ctx=256),
        vocab_words=VOCAB_PHI2,
    ),
    HubModel(
        "microsoft/Phi-3.5-MoE-instruct",
        "phimoe",
        _lm(layers=2, num_local_experts=4, num_experts_per_tok=2),
        vocab_words=VOCAB_PHI3,
    ),
    # Whisper (speech-to-text).
    HubModel("openai/whisper-tiny", "whisper", _w_tiny(), auto=_SPEECH, vocab_words=WHISPER_MULTI),
    HubModel("openai/whisper-small", "whisper", _w_small(), auto=_SPEECH, vocab_words=WHISPER_MULTI),
    HubModel("openai/whisper-medium", "whisper", _w_medium(), auto=_SPEECH, vocab_words=WHISPER_MULTI),
    HubModel("openai/whisper-large-v2", "whisper", _w_large(), auto=_SPEECH, vocab_words=WHISPER_MULTI),
    HubModel("openai/whisper-large-v3", "whisper", _w_large(mel=128), auto=_SPEECH, vocab_words=WHISPER_V3),
    HubModel("openai/whisper-large-v3-turbo", "whisper", _w_large(dec=4, mel=128), auto=_SPEECH, vocab_words=WHISPER_V3),
    HubModel("openai/whisper-small.en", "whisper", _w_small(), auto=_SPEECH, vocab_words=WHISPER_EN),
    HubModel("openai/whisper-medium.en", "whisper", _w_medium(), auto=_SPEECH, vocab_words=WHISPER_EN),
    HubModel("distil-whisper/distil-large-v2", "whisper", _w_large(dec=2), auto=_SPEECH, vocab_words=WHISPER_MULTI),
    HubModel("distil-whisper/distil-large-v3", "whisper", _w_large(dec=2, mel=128), auto=_SPEECH, vocab_words=WHISPER_V3),
    HubModel("distil-whisper/distil-small.en", "whisper", _w_small(dec=2), auto=_SPEECH, vocab_words=WHISPER_EN),
    HubModel("distil-whisper/distil-medium.en", "whisper", _w_medium(dec=2), auto=_SPEECH, vocab_words=WHISPER_EN),
]

# Image-to-text and vision-language stand-ins (h148): 2-layer configs of the real architectures with a
# tiny vision tower (32x32 or 28x28 images, patches of 16 or 14), saved with the release's own classes,
# with the image processor (and processor) class the hub repository has, sized to the stand-in's images.
# `vocab_words` is the text vocabulary as above. Their generation_config.json holds token ids only.
_VISION_ENCODER_DECODER = "vision-encoder-decoder"
HUB_MODELS += [
    # ViT encoder + GPT-2 decoder (VisionEncoderDecoderModel, ViTImageProcessor, the GPT-2 tokenizer: no pad
    # token; config.json sets decoder_start, pad and eos to <|endoftext|>, 50256 on the hub).
    HubModel(
        "nlpconnect/vit-gpt2-image-captioning",
        _VISION_ENCODER_DECODER,
        {},
        auto="VisionEncoderDecoderModel",
        vocab_words=VOCAB_GPT2,
        **GPT2_IDS,
    ),
    # BLIP captioning (BlipForConditionalGeneration, BlipProcessor: BlipImageProcessor + a BERT tokenizer
    # whose bos is [DEC]); BLIP-large is the same architecture, deeper.
    HubModel("Salesforce/blip-image-captioning-base", "blip", {"layers": 2}, auto="BlipForConditionalGeneration"),
    HubModel("Salesforce/blip-image-captioning-large", "blip", {"layers": 3}, auto="BlipForConditionalGeneration"),
    # GIT (GitForCausalLM, GitProcessor: CLIPImageProcessor + a BERT tokenizer; [CLS] starts, [SEP] ends).
    HubModel("microsoft/git-base", "git", {"layers": 2}, auto="GitForCausalLM"),
    # LLaVA 1.5 (LlavaForConditionalGeneration, LlavaProcessor: CLIPImageProcessor + the Llama 2 tokenizer
    # with an <image> token and a chat template that takes image and text parts).
    HubModel("llava-hf/llava-1.5-7b-hf", "llava", {"layers": 2}, auto="LlavaForConditionalGeneration", vocab_words=VOCAB_LLAMA2),
]
_VISION_TYPES = (_VISION_ENCODER_DECODER, "blip", "git", "llava")
_BERT_SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
# LLaVA 1.5's chat template as the hub processor has it, in short: "USER: <image>\n... ASSISTANT:".
LLAVA_CHAT_TEMPLATE = (
    "{% for message in messages %}{{ message['role'].upper() }}: "
    "{% if message['content'] is string %}{{ message['content'] }} {% else %}"
    "{% for item in message['content'] %}{% if item['type'] == 'image' %}<image> "
    "{% elif item['type'] == 'text' %}{{ item['text'] }} {% endif %}{% endfor %}{% endif %}{% endfor %}"
    "{% if add_generation_prompt %}ASSISTANT:{% endif %}"
)


def _vision_tower(image: int, patch: int, layers: int = 2) -> dict[str, Any]:
    return dict(
        hidden_size=16,
        intermediate_size=32,
        num_hidden_layers=layers,
        num_attention_heads=2,
        image_size=image,
        patch_size=patch,
    )


def _bert_tokenizer(folder: Path, bos: str | None = None):
    """A WordPiece vocabulary (vocab.txt) loaded back through AutoTokenizer, so that each release builds
    its own BERT tokenizer class (the processors of BLIP and GIT take only those)."""
    from transformers import AutoTokenizer

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("\n".join(_BERT_SPECIAL + WORDS) + "\n")
    (folder / "tokenizer_config.json").write_text(
        json.dumps({"tokenizer_class": "BertTokenizer", "do_lower_case": True, "model_max_length": 512})
    )
    tok = AutoTokenizer.from_pretrained(str(folder))
    if bos is not None:
        tok.add_special_tokens({"bos_token": bos})
    return tok


def _save_vision(spec: HubModel, folder: Path) -> dict[str, Any]:
    """Write a vision stand-in; returns the token ids its generation_config.json gets."""
    import tempfile

    import transformers as tf

    layers = spec.config.get("layers", 2)
    _seed()
    if spec.model_type == _VISION_ENCODER_DECODER:
        tok, vocab = _tokenizer(spec.vocab_words, bos=SPECIAL[spec.bos_token_id], pad=spec.tokenizer_pad)
        eos = spec.bos_token_id
        decoder = tf.GPT2Config(
            vocab_size=vocab, n_layer=2, n_embd=16, n_head=2, n_positions=256, bos_token_id=eos, eos_token_id=eos,
            is_decoder=True, add_cross_attention=True,
        )  # fmt: skip
        config = tf.VisionEncoderDecoderConfig.from_encoder_decoder_configs(tf.ViTConfig(**_vision_tower(32, 16)), decoder)
        config.decoder_start_token_id = config.pad_token_id = config.eos_token_id = eos
        tf.VisionEncoderDecoderModel(config=config).save_pretrained(folder)
        tok.save_pretrained(folder)
        tf.ViTImageProcessor(size={"height": 32, "width": 32}).save_pretrained(folder)
        return {"bos_token_id": eos, "eos_token_id": eos, "pad_token_id": eos, "decoder_start_token_id": eos}
    with tempfile.TemporaryDirectory() as scratch:
        if spec.model_type in ("blip", "git"):
            tok = _bert_tokenizer(Path(scratch), bos="[DEC]" if spec.model_type == "blip" else None)
        else:
            tok, _ = _tokenizer(spec.vocab_words)
            tok.add_special_tokens({"additional_special_tokens": ["<image>"]})
    vocab = len(tok)
    cls, sep = tok.convert_tokens_to_ids("[CLS]"), tok.convert_tokens_to_ids("[SEP]")
    if spec.model_type == "blip":
        dec = tok.convert_tokens_to_ids("[DEC]")
        text = dict(
            vocab_size=vocab, hidden_size=16, intermediate_size=32, num_hidden_layers=layers, num_attention_heads=2,
            encoder_hidden_size=16, max_position_embeddings=256, bos_token_id=dec, sep_token_id=sep, pad_token_id=0,
            eos_token_id=sep,
        )  # fmt: skip
        config = tf.BlipConfig(text_config=text, vision_config=_vision_tower(32, 16, layers), projection_dim=16)
        tf.BlipForConditionalGeneration(config).save_pretrained(folder)
        image_processor = tf.BlipImageProcessor(size={"height": 32, "width": 32})
        tf.BlipProcessor(image_processor=image_processor, tokenizer=tok).save_pretrained(folder)
        return {"bos_token_id": dec, "eos_token_id": sep, "pad_token_id": 0, "sep_token_id": sep}
    if spec.model_type == "git":
        config = tf.GitConfig(
            vision_config=_vision_tower(32, 16, layers), vocab_size=vocab, hidden_size=16, intermediate_size=32,
            num_hidden_layers=layers, num_attention_heads=2, max_position_embeddings=256, bos_token_id=cls,
            eos_token_id=sep, pad_token_id=0,
        )  # fmt: skip
        tf.GitForCausalLM(config).save_pretrained(folder)
        image_processor = tf.CLIPImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32})
        tf.GitProcessor(image_processor=image_processor, tokenizer=tok).save_pretrained(folder)
        return {"bos_token_id": cls, "eos_token_id": sep, "pad_token_id": 0}
    # llava
    image_token = tok.convert_tokens_to_ids("<image>")
    vision = tf.CLIPVisionConfig(projection_dim=16, **_vision_tower(28, 14, layers))
    text = tf.LlamaConfig(vocab_size=vocab, bos_token_id=2, eos_token_id=3, pad_token_id=1, **_lm(layers=layers))
    config = tf.LlavaConfig(
        vision_config=vision, text_config=text, image_token_index=image_token, vision_feature_layer=-2,
        vision_feature_select_strategy="default", pad_token_id=1,
    )  # fmt: skip
    tf.LlavaForConditionalGeneration(config).save_pretrained(folder)
    image_processor = tf.CLIPImageProcessor(size={"shortest_edge": 28}, crop_size={"height": 28, "width": 28})
    tok.chat_template = LLAVA_CHAT_TEMPLATE
    processor = tf.LlavaProcessor(
        image_processor=image_processor, tokenizer=tok, patch_size=14, vision_feature_select_strategy="default",
        chat_template=LLAVA_CHAT_TEMPLATE, image_token="<image>", num_additional_image_tokens=1,
    )  # fmt: skip
    processor.save_pretrained(folder)
    return {"bos_token_id": 2, "eos_token_id": 3, "pad_token_id": 1}


# Chat and instruction-tuned checkpoints ship a chat template; the stand-ins get a small one so
# that `apply_chat_template` works on them as on the real ones.
CHAT_TEMPLATE = (
    "{% for message in messages %}{{ message['role'] }} {{ message['content'] }} {% endfor %}"
    "{% if add_generation_prompt %}assistant {% endif %}"
)
_CHAT_MARKERS = ("Instruct", "instruct", "-chat", "-Chat", "-it", "Qwen3-", "SmolLM3-", "DeepSeek-R1-")


def _is_chat(repo_id: str) -> bool:
    return any(marker in repo_id for marker in _CHAT_MARKERS)


def _tokenizer(vocab_words: int, chat: bool = False, byte_level: bool = False, bos: str = "<s>", pad: bool = True):
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    if byte_level:
        vocab = {tok: i for i, tok in enumerate(SPECIAL + _byte_alphabet())}
        core = Tokenizer(models.BPE(vocab=vocab, merges=[], unk_token="<unk>"))
        core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
        core.decoder = decoders.ByteLevel()
    else:
        vocab = {tok: i for i, tok in enumerate(SPECIAL + WORDS[:vocab_words])}
        core = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
        core.pre_tokenizer = pre_tokenizers.Whitespace()
    # Real causal-LM tokenizers return no token_type_ids; a stray one breaks generate(**inputs)
    # in 4.57. Passed to the constructor so that save_pretrained records it (4.57 drops an
    # attribute set afterwards).
    tok = PreTrainedTokenizerFast(
        tokenizer_object=core,
        unk_token="<unk>",
        pad_token="<pad>" if pad else None,
        bos_token=bos,
        eos_token="</s>",
        model_input_names=["input_ids", "attention_mask"],
        **({"chat_template": CHAT_TEMPLATE} if chat else {}),
    )
    return tok, len(vocab)


def _seed() -> None:
    """The same weights on every build: what a run generates (and so whether prompt lookup finds a
    match near the end of a static cache) must not change when the cache is written again."""
    import torch

    torch.manual_seed(0)


def _byte_alphabet() -> list[str]:
    """The 256 printable stand-ins of bytes that byte-level BPE vocabularies (GPT-2, Whisper) use."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    chars = list(printable)
    extra = 0
    for byte in range(256):
        if byte not in printable:
            chars.append(256 + extra)
            extra += 1
    return [chr(c) for c in chars]


def _whisper_tokenizer(languages: list[str], folder: Path):
    """A byte-level BPE tokenizer with Whisper's special tokens, loaded back through AutoTokenizer
    so that each release builds its own Whisper tokenizer class from `tokenizer.json`."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
    from transformers import AutoTokenizer

    vocab = {ch: i for i, ch in enumerate(_byte_alphabet())}
    core = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    specials = [
        "<|endoftext|>",
        "<|startoftranscript|>",
        *languages,
        "<|translate|>",
        "<|transcribe|>",
        "<|startoflm|>",
        "<|startofprev|>",
        "<|nocaptions|>",
        "<|notimestamps|>",
    ]
    core.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in specials])
    folder.mkdir(parents=True, exist_ok=True)
    core.save(str(folder / "tokenizer.json"))
    eot = "<|endoftext|>"
    (folder / "tokenizer_config.json").write_text(
        json.dumps(
            {
                "tokenizer_class": "WhisperTokenizer",
                "model_max_length": 448,
                "unk_token": eot,
                "bos_token": eot,
                "eos_token": eot,
                "pad_token": eot,
            }
        )
    )
    return AutoTokenizer.from_pretrained(str(folder))


def _save_whisper(spec: HubModel, folder: Path) -> None:
    import tempfile

    from transformers import WhisperConfig, WhisperFeatureExtractor, WhisperForConditionalGeneration, WhisperProcessor

    languages = WHISPER_LANGS[: spec.vocab_words]
    with tempfile.TemporaryDirectory() as scratch:
        tok = _whisper_tokenizer(languages, Path(scratch))
    ids = {
        t: tok.convert_tokens_to_ids(t)
        for t in ["<|endoftext|>", "<|startoftranscript|>", *languages, "<|translate|>", "<|transcribe|>", "<|notimestamps|>"]
    }
    eot, sot = ids["<|endoftext|>"], ids["<|startoftranscript|>"]
    config = WhisperConfig(
        vocab_size=len(tok),
        decoder_start_token_id=sot,
        pad_token_id=eot,
        bos_token_id=eot,
        eos_token_id=eot,
        begin_suppress_tokens=[eot],
        suppress_tokens=[],
        **spec.config,
    )
    _seed()
    WhisperForConditionalGeneration(config).save_pretrained(folder)
    feature_extractor = WhisperFeatureExtractor(feature_size=spec.config["num_mel_bins"])
    WhisperProcessor(feature_extractor=feature_extractor, tokenizer=tok).save_pretrained(folder)
    # As the hub files have it: no use_cache and no num_beams (so the speech pipeline's own default of
    # 5 beams applies), max_length 448, the language and task tables on multilingual checkpoints.
    body: dict[str, Any] = {
        "bos_token_id": eot,
        "eos_token_id": eot,
        "pad_token_id": eot,
        "decoder_start_token_id": sot,
        "begin_suppress_tokens": [eot],
        "suppress_tokens": [],
        "max_length": 448,
        "no_timestamps_token_id": ids["<|notimestamps|>"],
        "return_timestamps": False,
        "transformers_version": "4.40.0",
    }
    if spec.vocab_words > WHISPER_EN:
        body["is_multilingual"] = True
        body["lang_to_id"] = {lang: ids[lang] for lang in languages}
        body["task_to_id"] = {"transcribe": ids["<|transcribe|>"], "translate": ids["<|translate|>"]}
    else:
        body["is_multilingual"] = False
    (folder / "generation_config.json").write_text(json.dumps(body, indent=2) + "\n")


def _save(spec: HubModel, folder: Path) -> None:
    import transformers
    from transformers import AutoConfig

    if spec.model_type == "whisper":
        _save_whisper(spec, folder)
        return
    if spec.model_type in _VISION_TYPES:
        ids = _save_vision(spec, folder)
        # As the other stand-ins': token ids and a version, no use_cache.
        body = dict(ids, transformers_version="4.40.0")
        (folder / "generation_config.json").write_text(json.dumps(body, indent=2) + "\n")
        return
    tok, vocab_size = _tokenizer(
        spec.vocab_words,
        chat=_is_chat(spec.repo_id),
        byte_level=spec.byte_level,
        bos=SPECIAL[spec.bos_token_id],
        pad=spec.tokenizer_pad,
    )
    ids: dict[str, Any] = {"bos_token_id": spec.bos_token_id, "eos_token_id": 3}
    if spec.pad_token_id is not None:
        ids["pad_token_id"] = spec.pad_token_id
    try:
        config = AutoConfig.for_model(spec.model_type, vocab_size=vocab_size + spec.vocab_padding, **ids, **spec.config)
    except Exception as e:  # (huggingface_hub's StrictDataclassFieldValidationError and kin)
        # (5.4.0 declares M2M100Config.scale_embedding an int with the default True, so its strict
        # dataclass check refuses every M2M100 config, the hub's NLLB files too)
        raise ConfigRefused(f"{spec.repo_id}: transformers {transformers.__version__} cannot build its config: {e}") from e
    if spec.pad_token_id is None:
        # (a release's config class may default pad_token_id to a value of its own; the hub file has none)
        config.pad_token_id = None
    auto = getattr(transformers, spec.auto)
    _seed()
    model = auto.from_config(config)
    if spec.model_type == "gpt2" and config.n_positions > _GPT2_DRAWN_POSITIONS:
        _gpt2_drawn_as_before(auto, config, model)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    gen_path = folder / "generation_config.json"
    if spec.generation_config is None:
        gen_path.unlink(missing_ok=True)
    else:
        # As on the hub: token ids and the version that wrote it, no use_cache.
        body = {"bos_token_id": spec.bos_token_id, "eos_token_id": 3, "transformers_version": "4.40.0"}
        body.update(spec.generation_config)
        gen_path.write_text(json.dumps(body, indent=2) + "\n")


# The position rows the GPT-2 stand-ins' weights were drawn for until h158 gave them the hub's 1024.
_GPT2_DRAWN_POSITIONS = 256


def _gpt2_drawn_as_before(auto: Any, config: Any, model: Any) -> None:
    """Give `model` (a GPT-2 stand-in with more positions than _GPT2_DRAWN_POSITIONS) the weights a
    table of that many rows drew: a larger `wpe` draws more numbers and shifts every later weight,
    which would change what the stand-ins generate (and so the corpus's labels) at every length. The
    table's first rows are the old table's; the rows past them keep this model's own draw."""
    import copy

    import torch

    small_config = copy.deepcopy(config)
    small_config.n_positions = _GPT2_DRAWN_POSITIONS
    _seed()
    small = auto.from_config(small_config)
    own = model.state_dict()
    with torch.no_grad():
        for key, value in small.state_dict().items():
            if key not in own:
                continue
            if own[key].shape == value.shape:
                own[key].copy_(value)
            elif key.endswith("wpe.weight"):
                own[key][: value.shape[0]].copy_(value)


def standin_digest() -> str:
    """A digest of this file: the name of a stand-in cache holds it, so that sessions whose branches
    define the stand-ins differently (the cache folder is shared) build their own caches side by side
    and never rebuild, or delete, one another's while it is in use."""
    return hashlib.sha1(Path(__file__).read_bytes()).hexdigest()[:10]


class ConfigRefused(Exception):
    """The release's own config class refuses a stand-in's config (a bug of that release)."""


def build_hub_cache(root: Path) -> Path:
    """Write every stand-in into the HF cache at `root` (idempotent per release; safe across processes)."""
    import fcntl

    root.parent.mkdir(parents=True, exist_ok=True)
    with open(root.parent / (root.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _build_locked(root)


def _build_locked(root: Path) -> Path:
    import transformers

    stamp = root / ".hflint-built"
    # The stamp names the release and this file's text, so any change to a stand-in rebuilds the cache.
    source = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    signature = transformers.__version__ + "\n" + source + "\n" + repr(HUB_MODELS)
    if stamp.is_file() and stamp.read_text() == signature:
        return root
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for spec in HUB_MODELS:
        repo_folder = root / ("models--" + spec.repo_id.replace("/", "--"))
        snapshot = repo_folder / "snapshots" / REVISION
        snapshot.mkdir(parents=True)
        (repo_folder / "refs").mkdir()
        (repo_folder / "refs" / "main").write_text(REVISION)
        try:
            _save(spec, snapshot)
        except ConfigRefused as e:
            # Left out of this release's cache: loading it fails here, as the hub's checkpoint would.
            shutil.rmtree(repo_folder)
            print(f"stand-in skipped: {e}", file=sys.stderr)
    stamp.write_text(signature)
    return root
