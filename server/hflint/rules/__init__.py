"""The rules, in one explicit list (in the order transformers runs the checks); each names its catalog code."""

from __future__ import annotations

from hflint.catalog import Catalog
from hflint.core.flow import CallObservation
from hflint.rules import (
    assisted,
    caches,
    export,
    genvalidate,
    hubmodes,
    inputs,
    loading,
    options,
    outputs,
    pipelines,
    processors,
    saves,
    speech,
    streaming,
)
from hflint.rules.base import (
    ATTN_KINDS,
    ATTRIBUTE_KINDS,
    BNB_CONFIG_KINDS,
    BUILD_KINDS,
    CACHE_BUILD_KINDS,
    CACHE_CROP_KINDS,
    CACHE_ITER_KINDS,
    CACHE_MEMBER_KINDS,
    CACHE_RESET_KINDS,
    CACHE_SUBSCRIPT_KINDS,
    CONFIG_KINDS,
    EXPORT_KINDS,
    FORWARD_KINDS,
    GENERATE_KINDS,
    GENERATION_IMPORT_KINDS,
    GENERATION_MODULE_KINDS,
    IMPORT_KINDS,
    LEGACY_ATTRIBUTE_KINDS,
    LOAD_KINDS,
    METHOD_KINDS,
    MODEL_METHOD_KINDS,
    OUTPUT_FIELD_KINDS,
    PIPELINE_IMPORT_KINDS,
    PIPELINE_MODULE_KINDS,
    SAVE_KINDS,
    TASK_KINDS,
    TRAINER_CONFIG_KINDS,
    TRANSITION_KINDS,
    Check,
    Rule,
)
from hflint.versions import AssumedRelease

# Within a family the list order is the order transformers checks in (4.57–5.24): the
# switch to continuous batching (5.0 on), config validation, then get_generation_mode (which
# logs HF109's warning before any check of the assistant), then _validate_generation_mode, then
# cache preparation, then _assisted_decoding and its drafting rounds (the crashes of
# HF110/HF119/HF116/HF129, the cache HF128 cannot crop, HF115, the inner generate of HF113). An
# "always" hit that raises stops the later checks.
RULES: list[Rule] = [
    # (Python spreads `**inputs` before generate runs: a tensor there raises first)
    Rule("HF302", GENERATE_KINDS, inputs.check_chat_ids_spread),
    # (an image-text-to-text pipeline checks that it has a text before it batches or preprocesses)
    Rule("HF326", GENERATE_KINDS, pipelines.check_images_without_text),
    # (a pipeline call: its collate function needs a pad token to batch, before generate is reached)
    Rule("HF166", GENERATE_KINDS, pipelines.check_batch_without_pad_token),
    Rule("HF118", GENERATE_KINDS, assisted.check_paged_cache_with_assistant),
    # (5.x: _prepare_generation_config refuses generation settings on the model's config before
    # it builds the generation config that validate() checks)
    Rule("HF319", GENERATE_KINDS, options.check_generation_option_on_model_config),
    # (5.x validates the generation config the call starts from before its keywords apply)
    # (validate()'s first check is early_stopping's, then max_new_tokens', before the cache implementation)
    Rule("HF168", GENERATE_KINDS | CONFIG_KINDS, assisted.check_early_stopping_invalid),
    # (validate() checks max_new_tokens among its first fields, before the cache implementation)
    Rule("HF148", GENERATE_KINDS | CONFIG_KINDS | BUILD_KINDS, assisted.check_max_new_tokens_not_positive),
    # (the same comparison with 0 meets a string budget: a TypeError)
    Rule("HF185", GENERATE_KINDS | CONFIG_KINDS | BUILD_KINDS, assisted.check_max_new_tokens_string),
    # (5.14 on: assistant_ensemble_weight's range, right after max_new_tokens)
    Rule("HF176", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_ensemble_weight_range),
    # (then pad_token_id < 0: a string there is a TypeError)
    Rule("HF344", GENERATE_KINDS | CONFIG_KINDS | BUILD_KINDS, assisted.check_pad_token_id_string),
    Rule("HF134", GENERATE_KINDS, assisted.check_model_config_validated_first),
    Rule("HF121", IMPORT_KINDS, caches.check_removed_cache_class),
    Rule("HF320", IMPORT_KINDS, caches.check_missing_generation_name),
    Rule("HF333", IMPORT_KINDS, caches.check_removed_auto_class),
    Rule("HF133", ATTRIBUTE_KINDS, caches.check_removed_cache_attribute),
    Rule("HF328", LEGACY_ATTRIBUTE_KINDS, caches.check_legacy_generation_attribute),
    Rule("HF165", PIPELINE_IMPORT_KINDS, pipelines.check_removed_pipeline_class),
    Rule("HF169", PIPELINE_MODULE_KINDS, pipelines.check_removed_pipeline_module),
    Rule("HF184", GENERATION_IMPORT_KINDS, hubmodes.check_removed_generation_class),
    Rule("HF331", GENERATION_MODULE_KINDS, hubmodes.check_removed_generation_module),
    Rule("HF332", MODEL_METHOD_KINDS, hubmodes.check_removed_model_method),
    Rule("HF152", CACHE_MEMBER_KINDS, caches.check_cache_member_of_another_release),
    Rule("HF153", CACHE_SUBSCRIPT_KINDS, caches.check_cache_subscript),
    Rule("HF162", CACHE_ITER_KINDS, caches.check_cache_iteration),
    Rule("HF163", CACHE_ITER_KINDS, caches.check_uniterable_cache),
    Rule("HF158", CACHE_CROP_KINDS, caches.check_crop_positive),
    Rule("HF135", CACHE_BUILD_KINDS, caches.check_sink_cache_moved),
    # (4.57 builds a BitsAndBytesConfig of the flags before the model: HF355 first)
    Rule("HF355", BNB_CONFIG_KINDS, loading.check_bnb_both_flags),
    Rule("HF142", LOAD_KINDS, loading.check_generation_option_to_loader),
    Rule("HF327", LOAD_KINDS, loading.check_auth_token_to_loader),
    Rule("HF356", LOAD_KINDS, loading.check_bnb_flag_to_loader),
    # (the model's constructor binds its keywords before PreTrainedModel.__init__ checks the attention)
    Rule("HF187", ATTN_KINDS, loading.check_sdpa_unsupported),
    Rule("HF343", ATTN_KINDS, loading.check_flex_attention_unsupported),
    Rule("HF353", ATTN_KINDS, loading.check_attn_implementation_unknown),
    # (the model's constructor builds its rotary embedding from the config's rope_parameters)
    Rule("HF337", LOAD_KINDS, loading.check_rope_scaling_without_theta),
    Rule("HF339", LOAD_KINDS, loading.check_rope_scaling_type_key),
    Rule("HF340", LOAD_KINDS, loading.check_dynamic_rope_without_theta),
    Rule("HF348", LOAD_KINDS, loading.check_rope_scaling_none),
    # (once the model is built, the caching allocator's warm-up asks the CUDA device for its memory)
    Rule("HF361", LOAD_KINDS, loading.check_cuda_device_map_without_cuda),
    # (pipeline() looks its task up before it loads anything)
    Rule("HF161", TASK_KINDS, pipelines.check_removed_task),
    Rule("HF126", BUILD_KINDS, pipelines.check_model_without_tokenizer),
    Rule("HF125", BUILD_KINDS, pipelines.check_assistant_tokenizer_missing),
    Rule("HF127", BUILD_KINDS, pipelines.check_generation_config_keyword),
    # (pipeline() loads the config by name before the model: a keyword given twice there first)
    Rule("HF149", BUILD_KINDS, loading.check_pipeline_argument_in_model_kwargs),
    Rule("HF150", BUILD_KINDS, loading.check_argument_twice_at_model_loader),
    Rule("HF143", BUILD_KINDS, loading.check_generation_option_in_pipeline_kwargs),
    Rule("HF112", GENERATE_KINDS | CONFIG_KINDS, assisted.check_invalid_cache_implementation),
    # (then compile_config's type, before the combinations of attributes)
    Rule("HF175", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_compile_config_dict),
    # (validate() checks the watermarking config right after compile_config: before 5.16, a dict
    # given to generate is stored as it is)
    Rule("HF180", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_watermarking_config_dict),
    # (and on every release, a dict written as the attribute of a config passed to generate)
    Rule("HF195", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_watermarking_config_dict_attribute),
    Rule("HF342", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_watermarking_settings),
    # (validate() checks the cache implementation, then greedy decoding with several sequences)
    # (5.x validate compares num_return_sequences with 1 before its greedy check: a string raises there)
    Rule("HF318", GENERATE_KINDS, assisted.check_num_return_sequences_string),
    Rule("HF138", GENERATE_KINDS | CONFIG_KINDS | BUILD_KINDS, assisted.check_greedy_return_sequences),
    Rule("HF159", GENERATE_KINDS | CONFIG_KINDS | BUILD_KINDS, assisted.check_return_sequences_over_beams),
    # (then generate's own arguments stored in the config, the last outright check)
    # (5.17 on: a forced token also suppressed, after the combinations and before generate's arguments)
    Rule("HF177", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_forced_token_suppressed),
    Rule("HF174", GENERATE_KINDS | CONFIG_KINDS, genvalidate.check_generate_argument_in_config),
    # (Whisper's generate validates its config first, then checks language and task, then the
    # decoder's start tokens against its positions, before GenerationMixin's own checks run)
    Rule("HF310", GENERATE_KINDS, speech.check_english_only_language),
    Rule("HF309", GENERATE_KINDS, speech.check_unsupported_language),
    Rule("HF308", GENERATE_KINDS, speech.check_decoder_length_over_positions),
    # (then the minor issues, raised when validate() is called with strict=True)
    Rule("HF145", CONFIG_KINDS, saves.check_strict_validate),
    # (get_generation_mode logs HF109's warning, then a mode moved to the hub needs
    # trust_remote_code (HF178), before the model keywords are checked: both are reported)
    Rule("HF109", GENERATE_KINDS, assisted.check_mode_ignored),
    Rule("HF178", GENERATE_KINDS, hubmodes.check_moved_decoding_mode),
    Rule("HF122", GENERATE_KINDS, caches.check_cache_argument, reveals=True),
    # (the same check of the model's inputs rejects an option the release does not have)
    Rule("HF151", GENERATE_KINDS, options.check_option_of_another_release, reveals=True),
    Rule("HF123", GENERATE_KINDS, pipelines.check_generate_kwargs, reveals=True),
    # (the same check of the model's arguments rejects every other keyword it does not know)
    Rule("HF146", GENERATE_KINDS, pipelines.check_unknown_keyword, reveals=True),
    # (then the inputs are prepared and the special token ids made tensors: a string id raises)
    Rule("HF350", GENERATE_KINDS, assisted.check_eos_token_text),
    Rule("HF345", GENERATE_KINDS, assisted.check_eos_ids_mixed_with_text),
    Rule("HF330", GENERATE_KINDS, assisted.check_eos_ids_text_first),
    # (_validate_generated_length: after the config and the model keywords are validated and the
    # inputs prepared, before the cache is prepared and the decoding mode runs)
    # (the same comparison meets a string max_length: a TypeError)
    Rule("HF189", GENERATE_KINDS, assisted.check_max_length_string),
    Rule("HF193", GENERATE_KINDS, assisted.check_num_beams_float),
    Rule("HF305", GENERATE_KINDS, assisted.check_num_beams_string),
    # (_prepare_generated_length adds the prompt's length to min_new_tokens, then
    # _validate_generated_length compares the prompt with max_length, then min_length with it)
    Rule("HF312", GENERATE_KINDS, assisted.check_min_new_tokens_string),
    Rule("HF147", GENERATE_KINDS, assisted.check_prompt_reaches_max_length),
    Rule("HF311", GENERATE_KINDS, assisted.check_min_length_string),
    # (_validate_generation_mode: a streamer with beam search first, then the assisted checks)
    Rule("HF172", GENERATE_KINDS, streaming.check_streamer_with_beam_search),
    Rule("HF105", GENERATE_KINDS, assisted.check_num_return_sequences),
    Rule("HF104", GENERATE_KINDS, assisted.check_stateful_model),
    Rule("HF114", GENERATE_KINDS, assisted.check_assistant_encoder_mismatch),
    Rule("HF108", GENERATE_KINDS, assisted.check_unneeded_assistant_tokenizer),
    Rule("HF107", GENERATE_KINDS, assisted.check_different_tokenizers),
    # (4.57 logs HF109's warning, then Whisper's beam search raises HF124: both are reported)
    Rule("HF124", GENERATE_KINDS, assisted.check_whisper_beam_search),
    # (5.x: once the generation mode is validated, generate prepares its inputs and reads their
    # batch size, `inputs_tensor.shape[0]`; an assistant's tokenizer checks come first, h130's
    # corpus runs)
    Rule("HF301", GENERATE_KINDS, inputs.check_chat_encoding_as_ids),
    Rule("HF171", GENERATE_KINDS, streaming.check_text_streamer_rows),
    Rule("HF111", GENERATE_KINDS, assisted.check_cache_implementation_with_object),
    # (the same check of the cache the call passes, in 5.x, rejects a legacy tuple next)
    Rule("HF140", GENERATE_KINDS, caches.check_legacy_tuple_cache),
    # (then generate builds the cache it was asked for: a quantized one refuses a backend it does not know)
    Rule("HF194", GENERATE_KINDS, caches.check_quantized_unknown_backend),
    # (then QuantizedCache refuses the group-wise options for the per-tensor fp8 backend)
    Rule("HF352", GENERATE_KINDS, caches.check_fp8_group_wise_options),
    # (then QuantizedCache refuses a model with sliding-attention layers, 5.14 on)
    Rule("HF354", GENERATE_KINDS, caches.check_quantized_cache_sliding_layers),
    Rule("HF304", GENERATE_KINDS, caches.check_quantized_cache_encoder_decoder),
    # (the cache is prepared, then the logits processors are built: a sampling temperature the
    # warper rejects raises there, before _assisted_decoding's checks of the cache and the batch)
    # (bad_words_ids is read before the temperature warper is built)
    # (SequenceBiasLogitsProcessor is built before NoBadWordsLogitsProcessor)
    # (SequenceBiasLogitsProcessor's checks: not empty, tuple keys, the ids in its keys, floats)
    Rule("HF196", GENERATE_KINDS, processors.check_sequence_bias_empty),
    Rule("HF186", GENERATE_KINDS, processors.check_sequence_bias_keys),
    Rule("HF197", GENERATE_KINDS, processors.check_sequence_bias_key_ids),
    Rule("HF192", GENERATE_KINDS, processors.check_sequence_bias_int_values),
    Rule("HF303", GENERATE_KINDS, processors.check_sequence_bias_pairs),
    # (the repetition penalty processor, then NoRepeatNGramLogitsProcessor: a string size is compared with 0)
    Rule("HF307", GENERATE_KINDS, assisted.check_no_repeat_ngram_size_string),
    # (NoBadWordsLogitsProcessor: a non-empty list first, then lists of ids, then ids not negative)
    Rule("HF181", GENERATE_KINDS, processors.check_bad_words_not_a_list),
    Rule("HF173", GENERATE_KINDS, processors.check_bad_words_flat_list),
    Rule("HF182", GENERATE_KINDS, processors.check_bad_words_negative_id),
    # (then the length processors, the forced tokens and ExponentialDecayLengthPenalty, which
    # indexes its (start, factor) pair)
    Rule("HF322", GENERATE_KINDS, processors.check_exponential_decay_not_a_pair),
    # (then the suppress processors: `torch.tensor(list(ids))` of suppress_tokens, then of begin_suppress_tokens)
    Rule("HF349", GENERATE_KINDS, assisted.check_suppressed_token_none),
    # (then the processors passed to generate are merged into that list, with len(); the stopping
    # criteria are merged after the sampling warpers and the stop strings' criteria are built)
    Rule("HF335", GENERATE_KINDS, processors.check_processor_not_in_a_list),
    Rule("HF155", GENERATE_KINDS, assisted.check_sampling_temperature_not_positive),
    # (TopKLogitsWarper is built right after the temperature warper)
    Rule("HF179", GENERATE_KINDS, assisted.check_top_k_not_positive_int),
    # (then top_p is compared with 1.0, min_p's warper is built, typical_p is compared with 1.0)
    Rule("HF306", GENERATE_KINDS, assisted.check_top_p_string),
    # (min_p's warper is built after top_p's, typical_p's after it (HF306), then epsilon's and eta's)
    Rule("HF314", GENERATE_KINDS, assisted.check_min_p_string),
    Rule("HF321", GENERATE_KINDS, assisted.check_min_p_out_of_range),
    # (a top_p below 0 raises before min_p's warper is built, a typical_p of 0 or below after it)
    Rule("HF341", GENERATE_KINDS, assisted.check_top_p_typical_p_out_of_range),
    Rule("HF315", GENERATE_KINDS, assisted.check_cutoff_string),
    Rule("HF191", GENERATE_KINDS, assisted.check_repetition_penalty_not_positive_float),
    # (then the stopping criteria: stop strings need the tokenizer there; an assistant's own
    # generate builds them again in the first drafting round, without it)
    Rule("HF160", GENERATE_KINDS, assisted.check_stop_strings_without_tokenizer),
    # (then the decoding method runs: greedy search, sampling and (5.x) beam search start with the
    # prefill, whose chunking needs the cache generate prepared)
    # (beam search refuses a true low_memory before its prefill)
    Rule("HF351", GENERATE_KINDS, hubmodes.check_low_memory_beam_search),
    Rule("HF199", GENERATE_KINDS, caches.check_prefill_chunking_without_cache),
    # (the first step: the guidance processor runs on its scores, beam search scores its first
    # finished hypotheses with the length penalty, then the stopping criteria check the time)
    Rule("HF317", GENERATE_KINDS, assisted.check_guidance_scale_string),
    Rule("HF313", GENERATE_KINDS, assisted.check_length_penalty_string),
    Rule("HF316", GENERATE_KINDS, assisted.check_max_time_string),
    Rule("HF101", GENERATE_KINDS, assisted.check_use_cache_disabled),
    Rule("HF117", GENERATE_KINDS, assisted.check_cache_object_with_cache_disabled),
    Rule("HF102", GENERATE_KINDS, assisted.check_static_cache),
    Rule("HF120", GENERATE_KINDS, caches.check_static_cache_object),
    Rule("HF103", GENERATE_KINDS, assisted.check_model_without_cache),
    # (5.14.0 calls activate_past_recording on the main model's cache as _assisted_decoding
    # starts, before the candidate generator and the batch check: HF131)
    Rule("HF131", GENERATE_KINDS, caches.check_encoder_decoder_assisted),
    # (then the candidate generator is built: prompt lookup refuses a non-positive number of
    # tokens, before the batch check)
    Rule("HF188", GENERATE_KINDS, assisted.check_prompt_lookup_not_positive),
    Rule("HF106", GENERATE_KINDS, assisted.check_batch_size),
    Rule("HF110", GENERATE_KINDS, assisted.check_unsupported_assistant),
    Rule("HF119", GENERATE_KINDS, assisted.check_whisper_decoder_crash),
    Rule("HF116", GENERATE_KINDS, assisted.check_early_exit_crash),
    # (the universal assisted decoding translator fails in the first drafting round, before the
    # main model's first forward pass)
    Rule("HF129", GENERATE_KINDS, assisted.check_translator_subset_crash),
    # (with unrelated vocabularies the translator prunes the draft's LM head; the draft's own
    # generate then applies the main config's repetition penalty to ids past the pruned width)
    Rule("HF132", GENERATE_KINDS, assisted.check_draft_repetition_penalty),
    # (5.24 checks the cache can be cropped right after the first forward pass, before any
    # drafted token is written past a static cache's end)
    Rule("HF128", GENERATE_KINDS, caches.check_uncroppable_cache),
    # (an encoder-decoder model's static EncoderDecoderCache passes that check: its crop after the
    # first verification raises)
    Rule("HF130", GENERATE_KINDS, caches.check_encoder_decoder_static_cache),
    # (5.15 to 5.23: the assistant's own static cache, built in the first drafting round, is
    # cropped as the second begins)
    Rule("HF137", GENERATE_KINDS, caches.check_assistant_static_cache_crop),
    Rule("HF115", GENERATE_KINDS, assisted.check_prompt_lookup_static_cache),
    # (5.24: a StaticCache an earlier call filled is written past its end by the first forward pass)
    Rule("HF144", GENERATE_KINDS, caches.check_refilled_static_cache),
    # (a cache an earlier call filled, given a new prompt no longer than what it holds)
    Rule("HF154", GENERATE_KINDS, caches.check_reused_cache),
    # (a StaticCache shorter than the prompt plus max_new_tokens - 1: written past its end)
    Rule("HF156", GENERATE_KINDS, caches.check_static_cache_overflow),
    # (a one-row prefilled cache under several rows whose prompts reach past it)
    Rule("HF334", GENERATE_KINDS, caches.check_prefilled_cache_rows),
    # (a plain DynamicCache given to a T5 model on 4.57)
    Rule("HF346", GENERATE_KINDS, caches.check_t5_plain_dynamic_cache),
    # (a plain DynamicCache given to an encoder-decoder model with padded prompts)
    Rule("HF347", GENERATE_KINDS, caches.check_padded_plain_dynamic_cache),
    # (a GPT-2 prompt plus new tokens past its n_positions: the position table has no row for them)
    Rule("HF336", GENERATE_KINDS, inputs.check_prompt_past_positions),
    # (a token added to a tokenizer that fills the embedding rows, fed to the unresized model)
    Rule("HF338", GENERATE_KINDS, inputs.check_added_token_past_embeddings),
    # (then the first layer's attention updates the cache: an offloading one calls torch.cuda,
    # which a torch built without CUDA refuses)
    Rule("HF360", GENERATE_KINDS, caches.check_offloaded_cache_without_cuda),
    # (a StaticCache made inside torch.inference_mode(), written in place outside it: by this
    # call, or by a `reset()`)
    Rule("HF183", GENERATE_KINDS | CACHE_RESET_KINDS, caches.check_inference_cache),
    Rule("HF113", GENERATE_KINDS, assisted.check_assisted_dynamic_cache_implementation),
    # (after the first forward pass the logits processors run: PrefixConstrainedLogitsProcessor
    # calls prefix_allowed_tokens_fn for each row)
    Rule("HF198", GENERATE_KINDS, processors.check_prefix_allowed_tokens_empty),
    # (the first verification pass: SDPA returns no attention weights for output_attentions)
    Rule("HF190", GENERATE_KINDS, assisted.check_assisted_attentions_sdpa),
    Rule("HF206", EXPORT_KINDS, export.check_decoder_only_cache_disabled),
    Rule("HF208", EXPORT_KINDS, export.check_model_without_lm_head),
    Rule("HF201", EXPORT_KINDS, export.check_missing_generation_config),
    Rule("HF207", EXPORT_KINDS, export.check_hybrid_cache_disabled),
    Rule("HF202", EXPORT_KINDS, export.check_use_cache_disabled),
    Rule("HF203", EXPORT_KINDS, export.check_cache_not_static),
    Rule("HF204", EXPORT_KINDS, export.check_missing_batch_size),
    Rule("HF205", EXPORT_KINDS, export.check_missing_max_cache_len),
    # (the wrapper sizes its cache with the model config's head_dim, None for some Mistral/Mixtral configs)
    Rule("HF211", EXPORT_KINDS, export.check_head_dim_unset),
    # (what the script then does with a wrapper it built: core/exporting.py)
    Rule("HF209", FORWARD_KINDS, export.check_forward_without_cache_position),
    Rule("HF212", FORWARD_KINDS, export.check_forward_position_as_embeds),
    Rule("HF210", METHOD_KINDS, export.check_export_without_inputs),
    # (save_pretrained validates the generation config strictly before writing it)
    Rule("HF136", SAVE_KINDS, saves.check_invalid_save),
    # (its checks that raise outright, met at the save after an attribute write)
    Rule("HF164", SAVE_KINDS, saves.check_hard_save),
    # (Seq2SeqTrainer(...) validates the generation config of its arguments strictly when built:
    # a check that raises outright first, else the list of minor issues)
    Rule("HF325", TRAINER_CONFIG_KINDS, saves.check_trainer_hard),
    Rule("HF167", TRAINER_CONFIG_KINDS, saves.check_trainer_config),
    # (a generate call's output read by compute_transition_scores)
    Rule("HF323", TRANSITION_KINDS, outputs.check_scores_not_returned),
    # (the same, given a beam search's output without beam_indices)
    Rule("HF324", TRANSITION_KINDS, outputs.check_beam_rows),
    # (a field read on a generate call's output that its class does not have)
    Rule("HF329", OUTPUT_FIELD_KINDS, outputs.check_output_field_missing),
]


def environment_holds(release: AssumedRelease) -> frozenset[str]:
    """The catalog's environment conditions (catalog.ENVIRONMENTS) the environment hflint read
    satisfies: "torch-without-cuda" when its torch was built without CUDA (envprobe.TorchBuild)."""
    torch = release.torch
    return _TORCH_WITHOUT_CUDA if torch is not None and torch.cpu_only else frozenset()


_TORCH_WITHOUT_CUDA = frozenset({"torch-without-cuda"})


def checks_in_order(obs: CallObservation, release: AssumedRelease, catalog: Catalog) -> list[tuple[Rule, bool]]:
    """The rules that read this kind of call, each with whether its fact raises in the release."""
    key = (obs.kind, release.version, environment_holds(release))
    cached = _ORDER.get(key)
    if cached is not None and cached[0] is catalog and cached[1] is RULES:
        return cached[2]
    out = _checks_in_order(obs.kind, release, catalog)
    _ORDER[key] = (catalog, RULES, out)
    return out


# (call kind, release) -> (the catalog and rule list it was worked out from, the checks).
_ORDER: dict[tuple[str, str, frozenset[str]], tuple[Catalog, list[Rule], list[tuple[Rule, bool]]]] = {}


class Checks(list):
    """checks_in_order's list of (rule, whether it raises), with `fns`: each rule's check function
    in the same order (what the engine calls on every observation)."""

    __slots__ = ("fns",)
    fns: list[Check]


def _checks_in_order(kind: str, release: AssumedRelease, catalog: Catalog) -> list[tuple[Rule, bool]]:
    out = Checks()
    for rule in RULES:
        if kind not in rule.kinds:
            continue
        entry = catalog.get(rule.code)
        if entry is not None and entry.environment is not None and entry.environment not in environment_holds(release):
            continue  # (its facts hold in another environment than the one hflint read, or in one unknown)
        raises = False
        if entry is not None:
            fact, _ = entry.nearest_fact(release.version)
            # A data-dependent error may not happen, and an error reported under another code
            # is that code's check: the checks after it still run.
            raises = fact.raised and not fact.data_dependent and not fact.reported_as
        out.append((rule, raises))
    out.fns = [rule.check for rule, _ in out]
    return out
