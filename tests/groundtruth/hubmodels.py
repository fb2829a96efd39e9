"""Tiny stand-ins for well-known hub checkpoints, written into a local Hugging Face cache.

Runs inside a release's subprocess (it imports transformers). Each stand-in is a
2-layer config of the real architecture, saved with the release's own
`save_pretrained` into `models--org--name/snapshots/<rev>/` with a tiny word-level
tokenizer, so that `from_pretrained("org/name")` with `HF_HUB_OFFLINE=1` loads it
exactly as user code loads the real checkpoint. The `generation_config.json` is
written the way the hub copies of those checkpoints have it (no `use_cache`),
because that file changes what several checks see.
"""

from __future__ import annotations

import json
import shutil
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
    # Speech models: the WhisperFeatureExtractor's arguments (its preprocessor_config.json).
    feature_extractor: dict[str, Any] | None = None


def _lm(hidden: int = 16, layers: int = 2, **extra: Any) -> dict[str, Any]:
    base = dict(
        hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
        num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=256,
    )
    base.update(extra)
    return base


# Vocabulary sizes mirror the real checkpoints' relations: two stand-ins share a
# vocabulary exactly when the real checkpoints do (gpt2/distilgpt2, the Qwen2.5
# sizes, the SmolLM2 sizes), so "same tokenizer?" checks decide as they would on
# the real models. The analyzer's table of hub families must agree with this.
VOCAB_GPT2, VOCAB_QWEN, VOCAB_LLAMA3, VOCAB_SMOL = 64, 60, 56, 40
VOCAB_XLNET, VOCAB_NEOX, VOCAB_RWKV, VOCAB_GEMMA2, VOCAB_GEMMA3 = 48, 52, 50, 44, 46

def _whisper(width: int, layers: int, heads: int, decoder_layers: int = 1) -> dict[str, Any]:
    """A Whisper config whose encoder has the given shape; the decoder is as wide (as in Whisper)."""
    return dict(
        d_model=width, encoder_layers=layers, encoder_attention_heads=heads, encoder_ffn_dim=4 * width,
        decoder_layers=decoder_layers, decoder_attention_heads=heads, decoder_ffn_dim=4 * width,
        num_mel_bins=8, max_source_positions=50, max_target_positions=64, decoder_start_token_id=2,
        begin_suppress_tokens=None, suppress_tokens=None,
    )


# Whisper stand-ins keep the real checkpoints' relations: the same encoder shape (layers,
# heads, ffn width, d_model) exactly when the real ones share it (tiny 384 / 4 layers, small 768 /
# 12, medium 1024 / 24, large-v2, large-v3 and distil-large-v2/v3 1280 / 32), and the same
# vocabulary size exactly when the real ones do (51865 for large-v2 and tiny, 51866 for large-v3
# and distil-large-v3). The feature extractor makes 1 s of 16 kHz audio into 100 frames of 8
# mel bins, which the 50-position encoder takes.
VOCAB_WHISPER, VOCAB_WHISPER_V3, VOCAB_WHISPER_EN = 36, 37, 35
_WHISPER_FE = dict(feature_size=8, sampling_rate=16000, hop_length=160, chunk_length=1, n_fft=64)
_WHISPER_GEN = dict(decoder_start_token_id=2, pad_token_id=1)
_WHISPER_LARGE, _WHISPER_MEDIUM, _WHISPER_SMALL, _WHISPER_TINY = (32, 4, 4), (24, 3, 3), (20, 2, 2), (16, 1, 2)


def _whisper_model(repo_id: str, shape: tuple[int, int, int], vocab_words: int, decoder_layers: int = 2) -> HubModel:
    return HubModel(repo_id, "whisper", _whisper(*shape, decoder_layers=decoder_layers),
                    auto="AutoModelForSpeechSeq2Seq", vocab_words=vocab_words,
                    generation_config=dict(_WHISPER_GEN), feature_extractor=dict(_WHISPER_FE))


HUB_MODELS: list[HubModel] = [
    HubModel("openai-community/gpt2", "gpt2", dict(n_layer=2, n_embd=16, n_head=2, n_positions=256),
             vocab_words=VOCAB_GPT2),
    HubModel("distilbert/distilgpt2", "gpt2", dict(n_layer=2, n_embd=16, n_head=2, n_positions=256),
             vocab_words=VOCAB_GPT2),
    HubModel("Qwen/Qwen2.5-1.5B-Instruct", "qwen2", _lm(), vocab_words=VOCAB_QWEN),
    HubModel("Qwen/Qwen2.5-0.5B-Instruct", "qwen2", _lm(), vocab_words=VOCAB_QWEN),
    HubModel("meta-llama/Llama-3.2-1B", "llama", _lm(layers=4), vocab_words=VOCAB_LLAMA3),
    HubModel("HuggingFaceTB/SmolLM2-135M", "llama", _lm(), vocab_words=VOCAB_SMOL),
    HubModel("HuggingFaceTB/SmolLM2-360M", "llama", _lm(), vocab_words=VOCAB_SMOL),
    HubModel("xlnet/xlnet-base-cased", "xlnet", dict(d_model=16, n_layer=2, n_head=2, d_inner=32),
             vocab_words=VOCAB_XLNET),
    HubModel("state-spaces/mamba-130m-hf", "mamba",
             dict(hidden_size=16, num_hidden_layers=2, state_size=4, expand=2, conv_kernel=4),
             vocab_words=VOCAB_NEOX),
    HubModel("RWKV/rwkv-4-169m-pile", "rwkv",
             dict(hidden_size=16, num_hidden_layers=2, attention_hidden_size=16,
                  intermediate_size=32, context_length=256),
             vocab_words=VOCAB_RWKV),
    HubModel("google/gemma-2-2b", "gemma2", _lm(head_dim=8, sliding_window=32), vocab_words=VOCAB_GEMMA2),
    HubModel("google/gemma-3-270m", "gemma3_text", _lm(head_dim=8, sliding_window=32),
             vocab_words=VOCAB_GEMMA3),
    # Stateful / cache-less models with the gpt2 vocabulary size, so that they pass the "same tokenizer?"
    # check as assistants of openai-community/gpt2 and reach the assisted loop (HF110).
    HubModel("hflint-fixtures/mamba-gpt2-vocab", "mamba",
             dict(hidden_size=16, num_hidden_layers=2, state_size=4, expand=2, conv_kernel=4),
             vocab_words=VOCAB_GPT2),
    HubModel("hflint-fixtures/rwkv-gpt2-vocab", "rwkv",
             dict(hidden_size=16, num_hidden_layers=2, attention_hidden_size=16,
                  intermediate_size=32, context_length=256),
             vocab_words=VOCAB_GPT2),
    HubModel("hflint-fixtures/xlnet-gpt2-vocab", "xlnet", dict(d_model=16, n_layer=2, n_head=2, d_inner=32),
             vocab_words=VOCAB_GPT2),
    _whisper_model("openai/whisper-large-v3", _WHISPER_LARGE, VOCAB_WHISPER_V3),
    _whisper_model("openai/whisper-large-v2", _WHISPER_LARGE, VOCAB_WHISPER),
    _whisper_model("openai/whisper-medium.en", _WHISPER_MEDIUM, VOCAB_WHISPER_EN),
    _whisper_model("openai/whisper-small.en", _WHISPER_SMALL, VOCAB_WHISPER_EN),
    _whisper_model("openai/whisper-tiny", _WHISPER_TINY, VOCAB_WHISPER),
    _whisper_model("distil-whisper/distil-large-v3", _WHISPER_LARGE, VOCAB_WHISPER_V3, decoder_layers=1),
    _whisper_model("distil-whisper/distil-large-v2", _WHISPER_LARGE, VOCAB_WHISPER, decoder_layers=1),
    _whisper_model("distil-whisper/distil-medium.en", _WHISPER_MEDIUM, VOCAB_WHISPER_EN, decoder_layers=1),
    _whisper_model("distil-whisper/distil-small.en", _WHISPER_SMALL, VOCAB_WHISPER_EN, decoder_layers=1),
]


def _tokenizer(vocab_words: int):
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    vocab = {tok: i for i, tok in enumerate(SPECIAL + WORDS[:vocab_words])}
    core = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.Whitespace()
    # Real causal-LM tokenizers return no token_type_ids; a stray one breaks generate(**inputs)
    # in 4.57. Passed to the constructor so that save_pretrained records it (4.57 drops an
    # attribute set afterwards).
    tok = PreTrainedTokenizerFast(
        tokenizer_object=core, unk_token="<unk>", pad_token="<pad>", bos_token="<s>", eos_token="</s>",
        model_input_names=["input_ids", "attention_mask"],
    )
    return tok, len(vocab)


def _save(spec: HubModel, folder: Path) -> None:
    import transformers
    from transformers import AutoConfig

    tok, vocab_size = _tokenizer(spec.vocab_words)
    config = AutoConfig.for_model(
        spec.model_type, vocab_size=vocab_size, pad_token_id=1, bos_token_id=2, eos_token_id=3,
        **spec.config,
    )
    auto = getattr(transformers, spec.auto)
    model = auto.from_config(config)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    if spec.feature_extractor is not None:
        from transformers import WhisperFeatureExtractor

        WhisperFeatureExtractor(**spec.feature_extractor).save_pretrained(folder)
    gen_path = folder / "generation_config.json"
    if spec.generation_config is None:
        gen_path.unlink(missing_ok=True)
    else:
        # As on the hub: token ids and the version that wrote it, no use_cache.
        body = {"bos_token_id": 2, "eos_token_id": 3, "transformers_version": "4.40.0"}
        body.update(spec.generation_config)
        gen_path.write_text(json.dumps(body, indent=2) + "\n")


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
    # The stamp names the release and the specs, so adding a stand-in rebuilds the cache.
    signature = transformers.__version__ + "\n" + repr(HUB_MODELS)
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
        _save(spec, snapshot)
    stamp.write_text(signature)
    return root
