"""Pipelines and cache objects, release by release (the facts: docs/pipelines.md; the runs behind
them: tests/groundtruth/observed/, held to these predictions by test_observed.py)."""

from __future__ import annotations

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.pipelines import era

import analysed


def _codes(text: str, release: str) -> list[tuple[int, str, str]]:
    found = analysed.findings(text, "script.py", release)
    return [(f.span.line, f.code, f.severity.value) for f in found]


HEADER = (
    "from transformers import pipeline\n"
    "pipe = pipeline('text-generation', model='openai-community/gpt2', assistant_model='distilbert/distilgpt2')\n"
)


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", "copy-4"),
        ("5.0.0", "copy-5.0"),
        ("5.15.0", "copy-5"),
        ("5.16.1", "copy-516"),
        ("5.19.0", "copy-516"),
        ("5.20.2", "live"),
        ("5.24.0", "live"),
    ],
)
def test_eras(release, expected):
    assert era(release) == expected


@pytest.mark.parametrize(
    ("release", "raises"),
    [("4.57.6", False), ("5.15.0", False), ("5.19.0", False), ("5.20.2", True), ("5.23.0", True), ("5.24.0", True)],
)
def test_model_config_edited_after_construction_reaches_generate_from_5_20(release, raises):
    text = HEADER + "pipe.model.generation_config.use_cache = False\npipe('hi', max_new_tokens=4)\n"
    assert (_codes(text, release) == [(4, "HF101", "error")]) is raises


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.19.0"])
def test_the_pipelines_own_copy_until_5_19(release):
    text = HEADER + "pipe.generation_config.use_cache = False\npipe('hi', max_new_tokens=4)\n"
    assert _codes(text, release) == [(4, "HF101", "error")]


@pytest.mark.parametrize("release", ["5.20.2", "5.23.0", "5.24.0"])
def test_no_copy_from_5_20_so_the_script_stops_at_the_attribute(release):
    text = HEADER + "pipe.generation_config.use_cache = False\npipe('hi', max_new_tokens=4)\n"
    assert _codes(text, release) == []


@pytest.mark.parametrize(
    ("inputs", "size", "expected"),
    [
        ("['a', 'b']", None, []),  # one at a time by default
        ("['a', 'b']", 2, [(3, "HF106", "error")]),
        ("['a']", 2, []),  # a batch of one
        ("'a'", 2, []),
        ("[p for p in prompts]", 2, [(3, "HF106", "warning")]),  # unless the list holds one prompt
        ("(p for p in prompts)", 1, []),
    ],
)
def test_batches(inputs, size, expected):
    # (GPT-2's tokenizer has no pad token: a batched call raises HF166 before generate unless the
    # script gives it one, as here; tests/unit/test_pipeline_pad_token.py has the calls without)
    batch = f", batch_size={size}" if size else ""
    pad = "pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id; "
    text = HEADER + pad + f"print(pipe({inputs}, max_new_tokens=4{batch}))\n"
    assert _codes(text, "5.23.0") == expected


def test_text_generation_rejects_generate_kwargs_before_the_assisted_checks():
    text = HEADER + "pipe('hi', generate_kwargs={'use_cache': False})\n"
    assert [c for _, c, _ in _codes(text, "5.23.0")] == ["HF123"]


SPEECH = (
    "from transformers import AutoModelForCausalLM, pipeline\n"
    "draft = AutoModelForCausalLM.from_pretrained('distil-whisper/distil-large-v3')\n"
    "asr = pipeline('automatic-speech-recognition', model='openai/whisper-large-v3')\n"
)


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", [(4, "HF109", "warning"), (4, "HF124", "error")]),  # five beams by default
        ("5.23.0", [(4, "HF109", "warning")]),  # beam search, the draft ignored
    ],
)
def test_speech_pipeline_default_beams(release, expected):
    assert sorted(_codes(SPEECH + "asr('a.wav', generate_kwargs={'assistant_model': draft})\n", release)) == expected


WHISPER = (
    "from transformers import AutoModelForCausalLM, AutoProcessor, AutoTokenizer, TextStreamer, WhisperForConditionalGeneration\n"
    "processor = AutoProcessor.from_pretrained('openai/whisper-large-v3')\n"
    "model = WhisperForConditionalGeneration.from_pretrained('openai/whisper-large-v3')\n"
    "draft = AutoModelForCausalLM.from_pretrained('distil-whisper/distil-large-v3')\n"
)


@pytest.mark.parametrize(
    ("call", "argument"),
    [
        ("model.generate(features, assistant_model=draft, num_beams=2)", "assistant_model"),
        # generate hands `tokenizer` on first, whatever its value (runs of 4.57.6)
        ("model.generate(features, assistant_model=draft, tokenizer=processor.tokenizer, num_beams=2)", "tokenizer"),
        ("model.generate(features, tokenizer=None, assistant_model=draft, num_beams=2)", "assistant_model"),
        # the pipeline passes both tokenizers for an assistant of another vocabulary
        (
            "pipeline('automatic-speech-recognition', model='openai/whisper-large-v3', "
            "assistant_model='distil-whisper/distil-small.en')('a.wav')",
            "tokenizer",
        ),
        (
            "pipeline('automatic-speech-recognition', model='openai/whisper-large-v3', "
            "assistant_model='distil-whisper/distil-large-v3')('a.wav')",
            "assistant_model",
        ),
    ],
)
def test_whisper_beam_search_names_the_first_argument_handed_on(call, argument):
    text = WHISPER + "from transformers import pipeline\n" + call + "\n"
    found = [f for f in analyze(text, "t.py", Settings(transformers_version="4.57.6")).findings if f.code == "HF124"]
    assert [f.raises.message for f in found] == [
        f"WhisperForConditionalGeneration.forward() got an unexpected keyword argument '{argument}'"
    ]


def test_whisper_beam_search_with_a_streamer_raises_generates_own_error_first():
    text = WHISPER + "model.generate(features, assistant_model=draft, streamer=TextStreamer(processor.tokenizer), num_beams=2)\n"
    assert [c for _, c, _ in _codes(text, "4.57.6")] == ["HF109"]


def test_speech_pipeline_greedy_with_draft_is_clean():
    text = SPEECH + "asr('a.wav', generate_kwargs={'assistant_model': draft, 'num_beams': 1})\n"
    assert _codes(text, "5.23.0") == []


CACHE = (
    "from transformers import AutoModelForCausalLM, AutoTokenizer, {cls}\n"
    "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "draft = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "cache = {make}\n"
    "model.generate(**tok('hi', return_tensors='pt'), assistant_model=draft, {kw}=cache)\n"
)


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", [(6, "HF120", "error")]),
        ("5.15.0", [(6, "HF120", "error")]),
        ("5.23.0", [(6, "HF120", "error")]),
        ("5.24.0", []),
    ],
)
def test_static_cache_object_with_an_assistant(release, expected):
    text = CACHE.format(cls="StaticCache", make="StaticCache(model.config, max_cache_len=64)", kw="past_key_values")
    assert _codes(text, release) == expected


@pytest.mark.parametrize(("release", "expected"), [("5.23.0", [(6, "HF122", "error")]), ("5.24.0", [])])
def test_cache_keyword_before_5_24(release, expected):
    text = CACHE.format(cls="DynamicCache", make="DynamicCache()", kw="cache")
    assert _codes(text, release) == expected


@pytest.mark.parametrize(("release", "expected"), [("4.57.6", [(6, "HF120", "error")]), ("5.0.0", [(1, "HF121", "error")])])
def test_removed_cache_class_ends_the_module(release, expected):
    text = CACHE.format(cls="HybridCache", make="HybridCache(config=model.config, max_cache_len=64)", kw="past_key_values")
    # (from 5.0 the import raises: the HF120 of line 6 is never reached)
    assert _codes(text, release) == expected


def test_a_removed_class_imported_under_try_is_not_reported():
    text = (
        "try:\n    from transformers import OffloadedCache\nexcept ImportError:\n    OffloadedCache = None\n"
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\nmodel.generate(max_new_tokens=4)\n"
    )
    assert _codes(text, "5.23.0") == []


GUARD = (
    "import transformers\nfrom packaging import version\n"
    "from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache\n"
    "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "draft = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "if version.parse(transformers.__version__) {op} version.parse('5.24'):\n"
    "    cache = StaticCache(config=model.config, max_cache_len=64)\n"
    "else:\n"
    "    cache = DynamicCache()\n"
    "model.generate(**tok('hi', return_tensors='pt'), assistant_model=draft, past_key_values=cache)\n"
)


@pytest.mark.parametrize(
    ("op", "release", "expected"),
    [
        (">=", "5.23.0", []),
        (">=", "5.24.0", []),  # the guard the release takes
        ("<", "5.23.0", [(11, "HF120", "error")]),
        ("<", "5.24.0", []),
    ],
)
def test_version_guards_take_the_assumed_releases_branch(op, release, expected):
    assert _codes(GUARD.format(op=op), release) == expected


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        ("4.57.6", [(2, "HF127", "error")]),
        ("5.0.0", [(2, "HF127", "error")]),
        ("5.15.1", [(2, "HF127", "error")]),
        ("5.16.1", [(3, "HF101", "error")]),
        ("5.24.0", [(3, "HF101", "error")]),
    ],
)
def test_generation_config_given_to_pipeline_is_a_type_error_until_5_16(release, expected):
    # (tg_t18 in tests/groundtruth/observed/pipelines: the pipeline is never built before 5.16; from
    # 5.16 on it is the pipeline's base configuration, and its use_cache=False reaches generate)
    text = (
        "from transformers import GenerationConfig, pipeline\n"
        "pipe = pipeline('text-generation', model='openai-community/gpt2', assistant_model='distilbert/distilgpt2', "
        "generation_config=GenerationConfig(use_cache=False, max_new_tokens=4))\n"
        "pipe('the quick')\n"
    )
    assert _codes(text, release) == expected


CROP = (
    "from transformers import AutoModelForCausalLM, QuantizedCache, StaticCache\n"
    "model = AutoModelForCausalLM.from_pretrained({name!r})\n"
    "draft = AutoModelForCausalLM.from_pretrained({draft!r})\n"
    "cache = {make}\n"
    "model.generate(max_new_tokens=8, past_key_values=cache, assistant_model=draft)\n"
)


@pytest.mark.parametrize(
    ("name", "draft", "length", "expected"),
    [
        # gemma-3-1b slides over 512 tokens, Gemma 2 over 4096, Mistral-7B-v0.1 over 4096 (runs: catalog HF128)
        ("google/gemma-3-1b-it", "google/gemma-3-270m-it", 513, [(5, "HF128", "error")]),
        ("google/gemma-3-1b-it", "google/gemma-3-270m-it", 512, []),
        ("google/gemma-2-9b-it", "google/gemma-2-2b-it", 4097, [(5, "HF128", "error")]),
        ("google/gemma-2-9b-it", "google/gemma-2-2b-it", 4096, []),
        ("mistralai/Mistral-7B-v0.1", "mistralai/Mistral-7B-v0.1", 5000, [(5, "HF128", "error")]),
        # no sliding-window layers: any length can be cropped
        ("openai-community/gpt2", "distilbert/distilgpt2", 100000, []),
        ("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct", 100000, []),
        # a checkpoint hflint has no data for: silent
        ("./my-gemma", "google/gemma-3-270m-it", 100000, []),
    ],
)
def test_static_cache_longer_than_the_sliding_window_on_5_24(name, draft, length, expected):
    text = CROP.format(name=name, draft=draft, make=f"StaticCache(config=model.config, max_cache_len={length})")
    assert _codes(text, "5.24.0") == expected


@pytest.mark.parametrize(("release", "expected"), [("5.23.0", [(5, "HF120", "error")]), ("5.24.0", [(5, "HF128", "error")])])
def test_before_5_24_any_static_cache_object_is_hf120(release, expected):
    text = CROP.format(
        name="google/gemma-3-1b-it", draft="google/gemma-3-270m-it", make="StaticCache(config=model.config, max_cache_len=1024)"
    )
    assert _codes(text, release) == expected


@pytest.mark.parametrize(
    ("backend", "release", "expected"),
    [
        ("quanto", "5.24.0", [(5, "HF128", "error")]),
        ("fp8", "5.24.0", [(5, "HF128", "error")]),
        ("hqq", "5.24.0", []),  # (never run: silent)
        ("fp8", "5.23.0", []),  # (ran clean with an assistant)
    ],
)
def test_quantized_cache_with_an_assistant(backend, release, expected):
    make = f"QuantizedCache({backend!r}, config=model.config)"
    text = CROP.format(name="openai-community/gpt2", draft="distilbert/distilgpt2", make=make)
    assert _codes(text, release) == expected


@pytest.mark.parametrize(("new_tokens", "expected"), [(513, [(5, "HF128", "error")]), (512, [])])
def test_static_implementation_sized_by_max_new_tokens(new_tokens, expected):
    # generate's cache holds prompt + max_new_tokens - 1 >= max_new_tokens positions; 512 may still
    # pass the window with a long prompt, but hflint does not know the prompt's length: silent
    text = CROP.format(name="google/gemma-3-1b-it", draft="google/gemma-3-270m-it", make="None").replace(
        "max_new_tokens=8, past_key_values=cache", f"max_new_tokens={new_tokens}, cache_implementation='static'"
    )
    assert _codes(text, "5.24.0") == expected


@pytest.mark.parametrize(
    ("model_line", "offered"),
    [
        ("", True),
        # the model's own generation config is static too: removing the call's keyword leaves HF128
        ("model.generation_config.cache_implementation = 'static'\n", False),
    ],
)
def test_hf128_removal_fix_only_when_it_removes_the_cause(model_line, offered):
    text = (
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('google/gemma-3-1b-it')\n"
        "draft = AutoModelForCausalLM.from_pretrained('google/gemma-3-270m-it')\n"
        f"{model_line}"
        "out = model.generate(ids, assistant_model=draft, cache_implementation='static', max_new_tokens=600)\n"
    )
    result = analyze(text, "script.py", Settings(transformers_version="5.24.0"))
    [finding] = [f for f in result.findings if f.code == "HF128"]
    titles = [fix.title for fix in finding.fixes]
    assert ("Remove `cache_implementation` (a dynamic cache can be cropped)" in titles) is offered


@pytest.mark.parametrize(
    ("release", "how", "expected"),
    [
        ("4.57.6", "assistant_model=model", [(4, "HF103", "error")]),
        # before the 5.14 guard, prompt lookup fails on what the text proposes (catalog HF103): silent
        ("4.57.6", "prompt_lookup_num_tokens=2", []),
        ("5.13.1", "prompt_lookup_num_tokens=2", []),
        ("5.14.0", "prompt_lookup_num_tokens=2", [(4, "HF103", "error")]),
        ("5.24.0", "prompt_lookup_num_tokens=2", [(4, "HF103", "error")]),
    ],
)
def test_xlnet_without_a_dynamic_cache(release, how, expected):
    text = (
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('xlnet/xlnet-base-cased')\n"
        "ids = tok('the dog and the cat and the dog and the cat', return_tensors='pt').input_ids\n"
        f"out = model.generate(ids, {how}, max_new_tokens=5)\n"
    )
    assert _codes(text, release) == expected


ENCDEC = (
    "from transformers import BartConfig, BartForConditionalGeneration, DynamicCache, EncoderDecoderCache, StaticCache\n"
    "cfg = BartConfig(encoder_layers=3, decoder_layers=2)\n"
    "model = BartForConditionalGeneration(cfg)\n"
    "model.generate(max_new_tokens=4, {kwargs})\n"
)


def _finding(text, release):
    found = [f for f in analyze(text, "t.py", Settings(transformers_version=release)).findings if f.code == "HF130"]
    return found[0] if found else None


@pytest.mark.parametrize(
    ("kwargs", "release", "expected"),
    [
        # 5.24: a static cache_implementation on an encoder-decoder model, in every assisted mode (runs: catalog HF130)
        ("assistant_model=model, cache_implementation='static'", "5.24.0", [(4, "HF130", "error")]),
        ("prompt_lookup_num_tokens=2, cache_implementation='sliding_window'", "5.24.0", [(4, "HF130", "error")]),
        ("assistant_early_exit=1, cache_implementation='static'", "5.24.0", [(4, "HF130", "error")]),
        # before 5.24 that is HF102's (a warning, then its ValueError)
        # (on 5.14.0 the call then crashes as assisted decoding starts: HF131, run on 5.14.0)
        ("assistant_model=model, cache_implementation='static'", "5.14.0", [(4, "HF102", "warning"), (4, "HF131", "error")]),
        ("assistant_model=model, cache_implementation='static'", "5.23.0", [(4, "HF102", "error")]),
        # clean on 5.24: "hybrid" (reset), the default cache, no assistant, beam search (assisted mode off)
        ("assistant_model=model, cache_implementation='hybrid'", "5.24.0", []),
        ("assistant_model=model", "5.24.0", []),
        ("cache_implementation='static'", "5.24.0", []),
        # an EncoderDecoderCache of StaticCaches raises in every release; of DynamicCaches, in none
        (
            "assistant_model=model, past_key_values=EncoderDecoderCache(StaticCache(config=cfg, max_cache_len=8), "
            "StaticCache(config=cfg, max_cache_len=8))",
            "4.57.6",
            [(4, "HF130", "error")],
        ),
        (
            "assistant_model=model, past_key_values=EncoderDecoderCache(StaticCache(config=cfg, max_cache_len=8), "
            "StaticCache(config=cfg, max_cache_len=8))",
            "5.15.0",
            [(4, "HF130", "error")],
        ),
        ("assistant_model=model, past_key_values=EncoderDecoderCache(DynamicCache(), DynamicCache())", "5.24.0", []),
        # (a StaticCache mixed with a DynamicCache raises too, but hflint does not report it)
        (
            "assistant_model=model, past_key_values=EncoderDecoderCache(StaticCache(config=cfg, max_cache_len=8), "
            "DynamicCache())",
            "5.24.0",
            [],
        ),
    ],
)
def test_encoder_decoder_static_cache_with_an_assistant(kwargs, release, expected):
    assert _codes(ENCDEC.format(kwargs=kwargs), release) == expected


def test_encoder_decoder_static_cache_message_counts_the_decoder_layers():
    # BART's StaticCache takes decoder_layers (2 here, with 3 encoder layers: a run on 5.24.0)
    f = _finding(ENCDEC.format(kwargs="assistant_model=model, cache_implementation='static'"), "5.24.0")
    two = "StaticCache(layers=[StaticLayer, StaticLayer])"
    assert f.raises.message == (
        f"`crop` is only defined for dynamic cache, got {two} for the self attention cache and {two} for the cross "
        "attention cache."
    )


@pytest.mark.parametrize(
    ("config", "layers"),
    [
        # T5's num_layers (not num_decoder_layers: a run with 3 and 1 printed 3)
        ("T5Config(num_layers=3, num_decoder_layers=1)", 3),
        ("BartConfig(decoder_layers=5)", 5),
        # a count left at the class default is not known: the placeholder stays
        ("BartConfig(encoder_layers=2)", None),
    ],
)
def test_encoder_decoder_static_cache_layers_from_the_config(config, layers):
    cls = config.split("Config")[0] + "ForConditionalGeneration"
    text = (
        f"from transformers import BartConfig, BartForConditionalGeneration, T5Config, T5ForConditionalGeneration\n"
        f"model = {cls}({config})\n"
        "model.generate(max_new_tokens=4, prompt_lookup_num_tokens=2, cache_implementation='static')\n"
    )
    f = _finding(text, "5.24.0")
    shown = "<self_attention>" if layers is None else "StaticCache(layers=[" + ", ".join(["StaticLayer"] * layers) + "])"
    assert f.raises.message.startswith(f"`crop` is only defined for dynamic cache, got {shown} for the self")


@pytest.mark.parametrize(("name", "layers"), [("openai/whisper-large-v2", 32), ("openai/whisper-large-v3-turbo", 4)])
def test_whisper_static_cache_layers_from_the_table(name, layers):
    text = (
        "from transformers import AutoModelForSpeechSeq2Seq\n"
        f"model = AutoModelForSpeechSeq2Seq.from_pretrained({name!r})\n"
        "model.generate(max_new_tokens=4, assistant_model=model, cache_implementation='static')\n"
    )
    shown = "StaticCache(layers=[" + ", ".join(["StaticLayer"] * layers) + "])"
    assert shown in _finding(text, "5.24.0").raises.message


@pytest.mark.parametrize(
    ("model_line", "offered"), [("", True), ("model.generation_config.cache_implementation = 'static'\n", False)]
)
def test_hf130_removal_fix_only_when_it_removes_the_cause(model_line, offered):
    text = (
        "from transformers import AutoModelForSeq2SeqLM\n"
        "model = AutoModelForSeq2SeqLM.from_pretrained('google-t5/t5-small')\n"
        f"{model_line}"
        "out = model.generate(ids, prompt_lookup_num_tokens=2, cache_implementation='static', max_new_tokens=5)\n"
    )
    result = analyze(text, "script.py", Settings(transformers_version="5.24.0"))
    [finding] = [f for f in result.findings if f.code == "HF130"]
    titles = [fix.title for fix in finding.fixes]
    assert any(t.startswith("Remove `cache_implementation`") for t in titles) is offered
