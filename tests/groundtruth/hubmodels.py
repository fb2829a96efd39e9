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
    # "whisper": a speech checkpoint (byte-level tokenizer with Whisper's special tokens, a
    # feature extractor, Whisper's generation_config.json fields); vocab_words then counts the
    # language tokens after <|en|> (large-v3 has one more than the earlier checkpoints).
    kind: str = "lm"


def _lm(hidden: int = 16, layers: int = 2, **extra: Any) -> dict[str, Any]:
    base = dict(
        hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
        num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=256,
    )
    base.update(extra)
    return base


def _whisper(repo_id: str, d_model: int, mel: int, decoder_layers: int, v3: bool) -> HubModel:
    config = dict(
        num_mel_bins=mel, d_model=d_model, encoder_layers=2, decoder_layers=decoder_layers,
        encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=2 * d_model,
        decoder_ffn_dim=2 * d_model, max_source_positions=1500, max_target_positions=448,
    )
    return HubModel(repo_id, "whisper", config, auto="AutoModelForSpeechSeq2Seq", vocab_words=2 if v3 else 1,
                    kind="whisper")


# Vocabulary sizes mirror the real checkpoints' relations: two stand-ins share a
# vocabulary exactly when the real checkpoints do (gpt2/distilgpt2, the Qwen2.5
# sizes, the SmolLM2 sizes), so "same tokenizer?" checks decide as they would on
# the real models. The analyzer's table of hub families must agree with this.
VOCAB_GPT2, VOCAB_QWEN, VOCAB_LLAMA3, VOCAB_SMOL = 64, 60, 56, 40
VOCAB_XLNET, VOCAB_NEOX, VOCAB_RWKV, VOCAB_GEMMA2, VOCAB_GEMMA3 = 48, 52, 50, 44, 46

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
    # Whisper: the real large-v2/large-v3 and their distil-whisper students share an encoder
    # width (1280; here 16) and, pairwise, a vocabulary (large-v3 has one language token more:
    # 51866 against 51865); whisper-tiny's encoder is narrower (384; here 8). large-v3 reads
    # 128 mel bins, the others 80. Loaded with AutoModelForCausalLM, a checkpoint gives the
    # decoder alone (WhisperForCausalLM), as distil-whisper's model cards do for assistants.
    _whisper("openai/whisper-large-v3", d_model=16, mel=128, decoder_layers=2, v3=True),
    _whisper("distil-whisper/distil-large-v3", d_model=16, mel=128, decoder_layers=1, v3=True),
    _whisper("openai/whisper-large-v2", d_model=16, mel=80, decoder_layers=2, v3=False),
    _whisper("distil-whisper/distil-large-v2", d_model=16, mel=80, decoder_layers=1, v3=False),
    _whisper("openai/whisper-tiny", d_model=8, mel=80, decoder_layers=2, v3=False),
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


WHISPER_SPECIAL = ["<|endoftext|>", "<|startoftranscript|>", "<|en|>", "<|yue|>", "<|translate|>", "<|transcribe|>",
                   "<|startoflm|>", "<|startofprev|>", "<|nocaptions|>", "<|notimestamps|>"]


def _whisper_tokenizer(languages: int):
    """Whisper's tokenizer in small: every byte a token, then the special tokens (with `languages`
    language tokens, <|en|> first)."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
    from transformers import WhisperTokenizerFast

    specials = [t for t in WHISPER_SPECIAL if t not in ("<|en|>", "<|yue|>")]
    specials[1:1] = ["<|en|>", "<|yue|>"][:languages]
    vocab = {c: i for i, c in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}
    for t in specials:
        vocab[t] = len(vocab)
    core = Tokenizer(models.BPE(vocab=vocab, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    core.add_special_tokens([AddedToken(t, special=True) for t in specials])
    tok = WhisperTokenizerFast(
        tokenizer_object=core, unk_token="<|endoftext|>", bos_token="<|endoftext|>", eos_token="<|endoftext|>",
        pad_token="<|endoftext|>", model_input_names=["input_ids", "attention_mask"],
    )
    return tok, {t: vocab[t] for t in specials}, len(vocab)


def _save_whisper(spec: HubModel, folder: Path) -> None:
    from transformers import WhisperConfig, WhisperFeatureExtractor, WhisperForConditionalGeneration

    tok, ids, vocab_size = _whisper_tokenizer(spec.vocab_words)
    eot, sot = ids["<|endoftext|>"], ids["<|startoftranscript|>"]
    config = WhisperConfig(vocab_size=vocab_size, pad_token_id=eot, bos_token_id=eot, eos_token_id=eot,
                           decoder_start_token_id=sot, begin_suppress_tokens=None, suppress_tokens=None,
                           **spec.config)
    WhisperForConditionalGeneration(config).save_pretrained(folder)
    tok.save_pretrained(folder)
    WhisperFeatureExtractor(feature_size=spec.config["num_mel_bins"]).save_pretrained(folder)
    # The fields Whisper's generate reads, as the hub files have them (an English-only
    # decoding: no language detection), and no use_cache.
    body = {
        "bos_token_id": eot, "eos_token_id": eot, "pad_token_id": eot, "decoder_start_token_id": sot,
        "no_timestamps_token_id": ids["<|notimestamps|>"], "is_multilingual": False, "max_length": 448,
        "begin_suppress_tokens": [], "suppress_tokens": [], "transformers_version": "4.40.0",
    }
    body.update(spec.generation_config or {})
    (folder / "generation_config.json").write_text(json.dumps(body, indent=2) + "\n")


def _save(spec: HubModel, folder: Path) -> None:
    import transformers

    if spec.kind == "whisper":
        _save_whisper(spec, folder)
        return
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
