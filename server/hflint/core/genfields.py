"""The names of transformers' `GenerationConfig`, shared by what reads configs in code
(core/objects.py: `hasattr(gc, key)` as `GenerationConfig.update` asks it) and on disk
(core/checkpoints.py: whether a config.json sets a generation field). Read from real runs of
`vars(GenerationConfig()) | dir(GenerationConfig)` on 4.57.6, 5.0.0 and every later release
installed."""

from __future__ import annotations

# The fields every GenerationConfig() has, on every release from 4.57.6 to 5.24.0.
GENERATION_CONFIG_FIELDS = frozenset(
    {
        "assistant_confidence_threshold",
        "assistant_early_exit",
        "assistant_lookbehind",
        "bad_words_ids",
        "begin_suppress_tokens",
        "bos_token_id",
        "cache_config",
        "cache_implementation",
        "compile_config",
        "constraints",
        "decoder_start_token_id",
        "disable_compile",
        "diversity_penalty",
        "do_sample",
        "dola_layers",
        "early_stopping",
        "encoder_no_repeat_ngram_size",
        "encoder_repetition_penalty",
        "eos_token_id",
        "epsilon_cutoff",
        "eta_cutoff",
        "exponential_decay_length_penalty",
        "force_words_ids",
        "forced_bos_token_id",
        "forced_eos_token_id",
        "guidance_scale",
        "is_assistant",
        "length_penalty",
        "low_memory",
        "max_length",
        "max_matching_ngram_size",
        "max_new_tokens",
        "max_time",
        "min_length",
        "min_new_tokens",
        "min_p",
        "no_repeat_ngram_size",
        "num_assistant_tokens",
        "num_assistant_tokens_schedule",
        "num_beam_groups",
        "num_beams",
        "num_return_sequences",
        "output_attentions",
        "output_hidden_states",
        "output_logits",
        "output_scores",
        "pad_token_id",
        "penalty_alpha",
        "prefill_chunk_size",
        "prompt_lookup_num_tokens",
        "remove_invalid_values",
        "renormalize_logits",
        "repetition_penalty",
        "return_dict_in_generate",
        "sequence_bias",
        "stop_strings",
        "suppress_tokens",
        "target_lookbehind",
        "temperature",
        "token_healing",
        "top_k",
        "top_p",
        "transformers_version",
        "typical_p",
        "use_cache",
        "watermarking_config",
    }
)
# The class's other public names (its methods, properties and class attributes): what `hasattr`
# finds besides the fields.
GENERATION_CONFIG_CLASS_NAMES = frozenset(
    {
        "dict_dtype_to_str",
        "extra_output_flags",
        "from_dict",
        "from_model_config",
        "from_pretrained",
        "get_generation_mode",
        "push_to_hub",
        "save_pretrained",
        "to_dict",
        "to_diff_dict",
        "to_json_file",
        "to_json_string",
        "update",
        "validate",
    }
)
# The fields some releases have: (first release with it, first release without it).
GENERATION_CONFIG_FIELDS_SINCE: dict[str, tuple[str | None, str | None]] = {
    "return_legacy_cache": (None, "5.0"),
    "top_h": ("5.0", None),
    "continuous_batching_config": ("5.4", None),
    "max_cache_len": ("5.13", None),
    "assistant_ensemble_weight": ("5.14", None),
    "use_mtp": ("5.14", None),
    "speculation_type": ("5.15", None),
}
