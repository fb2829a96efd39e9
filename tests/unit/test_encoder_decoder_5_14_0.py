"""HF131: on transformers 5.14.0 alone, assisted decoding on an encoder-decoder main model crashes
as it starts (`EncoderDecoderCache` has no `layers`). Each case below was run on 5.13.1, 5.14.0,
5.14.1 and 5.15.0 with tiny stand-ins (catalog HF131's trigger lists the runs)."""

from __future__ import annotations

import json

import pytest

from hflint.core.engine import Settings, analyze


def _codes(text: str, release: str, **settings) -> list[tuple[int, str, str]]:
    result = analyze(text, settings.pop("path", "script.py"), Settings(transformers_version=release, **settings))
    assert result.internal_errors == []
    return [(f.span.line, f.code, f.severity.value) for f in result.findings]


BART = (
    "from transformers import BartConfig, BartForConditionalGeneration, DynamicCache, EncoderDecoderCache, StaticCache\n"
    "cfg = BartConfig(encoder_layers=2, decoder_layers=2)\n"
    "model, draft = BartForConditionalGeneration(cfg), BartForConditionalGeneration(cfg)\n"
    "out = model.generate({args}, max_new_tokens=4)\n"
)


@pytest.mark.parametrize(
    ("args", "release", "expected"),
    [
        # every assisted mode, on 5.14.0 only
        ("input_ids, assistant_model=draft", "5.14.0", [(4, "HF131", "error")]),
        ("input_ids, prompt_lookup_num_tokens=3", "5.14.0", [(4, "HF131", "error")]),
        ("input_ids, assistant_early_exit=1", "5.14.0", [(4, "HF131", "error")]),
        ("input_ids, assistant_model=draft, do_sample=True", "5.14.0", [(4, "HF131", "error")]),
        ("input_ids, assistant_model=draft", "5.13.1", []),
        ("input_ids, assistant_model=draft", "5.14.1", []),
        ("input_ids, assistant_model=draft", "5.15.0", []),
        ("input_ids, assistant_model=draft", "5.24.0", []),
        # no assisted decoding: plain generation, beam search (HF109's warning), an assistant of None
        ("input_ids", "5.14.0", []),
        ("input_ids, assistant_model=draft, num_beams=2", "5.14.0", [(4, "HF109", "warning")]),
        ("input_ids, assistant_model=None", "5.14.0", []),
        # the checks 5.14.0 makes first: use_cache (HF101), num_return_sequences (HF105)
        ("input_ids, assistant_model=draft, use_cache=False", "5.14.0", [(4, "HF101", "error")]),
        ("input_ids, assistant_model=draft, do_sample=True, num_return_sequences=2", "5.14.0", [(4, "HF105", "error")]),
        # a cache passed: an EncoderDecoderCache crashes (dynamic or static: HF130's case is reported
        # as HF131 there), a bare DynamicCache does not
        ("input_ids, assistant_model=draft, past_key_values=EncoderDecoderCache(DynamicCache(), DynamicCache())", "5.14.0",
         [(4, "HF131", "error")]),
        ("input_ids, assistant_model=draft, past_key_values=EncoderDecoderCache(StaticCache(config=cfg, max_cache_len=8), "
         "StaticCache(config=cfg, max_cache_len=8))", "5.14.0", [(4, "HF131", "error")]),
        ("input_ids, assistant_model=draft, past_key_values=EncoderDecoderCache(StaticCache(config=cfg, max_cache_len=8), "
         "StaticCache(config=cfg, max_cache_len=8))", "5.15.0", [(4, "HF130", "error")]),
        ("input_ids, assistant_model=draft, past_key_values=DynamicCache()", "5.14.0", []),
        ("input_ids, assistant_model=draft, past_key_values=None", "5.14.0", [(4, "HF131", "error")]),
        # a static cache_implementation is replaced (HF102's warning), then the crash
        ("input_ids, assistant_model=draft, cache_implementation='static'", "5.14.0",
         [(4, "HF102", "warning"), (4, "HF131", "error")]),
    ],
)  # fmt: skip
def test_bart_with_assisted_decoding(args, release, expected):
    assert _codes(BART.format(args=args), release) == expected


def test_a_batch_of_two_crashes_before_the_batch_check():
    text = (
        "from transformers import AutoTokenizer, T5Config, T5ForConditionalGeneration\n"
        "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        "model, draft = T5ForConditionalGeneration(T5Config()), T5ForConditionalGeneration(T5Config(num_layers=1))\n"
        "batch = tok(['the quick brown fox', 'hello world'], return_tensors='pt', padding=True)\n"
        "out = model.generate(**batch, assistant_model=draft, max_new_tokens=4)\n"
    )
    assert _codes(text, "5.14.0") == [(5, "HF131", "error")]
    assert _codes(text, "5.15.0") == [(5, "HF106", "error")]


WHISPER = (
    "from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, WhisperForConditionalGeneration\n"
    "model = {main}.from_pretrained('openai/whisper-large-v3')\n"
    "draft = {draft}.from_pretrained('{draft_name}')\n"
    "ids = model.generate(features, assistant_model=draft, max_new_tokens=16)\n"
)


@pytest.mark.parametrize(
    ("main", "draft", "draft_name", "release", "expected"),
    [
        ("WhisperForConditionalGeneration", "AutoModelForSpeechSeq2Seq", "distil-whisper/distil-large-v3", "5.14.0",
         [(4, "HF131", "error")]),
        ("AutoModelForSpeechSeq2Seq", "AutoModelForSpeechSeq2Seq", "distil-whisper/distil-large-v3", "5.15.0", []),
        # HF119's pairing (a decoder-only draft): HF131 on 5.14.0, HF119's UnboundLocalError around it
        ("AutoModelForSpeechSeq2Seq", "AutoModelForCausalLM", "distil-whisper/distil-large-v3", "5.14.0",
         [(4, "HF131", "error")]),
        ("AutoModelForSpeechSeq2Seq", "AutoModelForCausalLM", "distil-whisper/distil-large-v3", "5.13.1",
         [(4, "HF119", "error")]),
        # HF114's encoder check comes first, on 5.14.0 too
        ("AutoModelForSpeechSeq2Seq", "AutoModelForCausalLM", "openai/whisper-tiny", "5.14.0", [(4, "HF114", "error")]),
    ],
)  # fmt: skip
def test_whisper_with_a_draft(main, draft, draft_name, release, expected):
    assert _codes(WHISPER.format(main=main, draft=draft, draft_name=draft_name), release) == expected


def test_speech_pipeline_only_when_it_runs_assisted_decoding():
    head = (
        "from transformers import AutoModelForSpeechSeq2Seq, pipeline\n"
        "draft = AutoModelForSpeechSeq2Seq.from_pretrained('distil-whisper/distil-large-v3')\n"
        "asr = pipeline('automatic-speech-recognition', model='openai/whisper-large-v3', assistant_model=draft)\n"
    )
    # its default five beams turn the assistant off (HF109's warning; the run is clean on 5.14.0)
    assert [c for c in _codes(head + "print(asr(audio))\n", "5.14.0") if c[1] == "HF131"] == []
    greedy = head + "print(asr(audio, generate_kwargs={'num_beams': 1}))\n"
    assert _codes(greedy, "5.14.0") == [(4, "HF131", "error")]
    assert _codes(greedy, "5.15.0") == []


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        ("AutoModelForSeq2SeqLM.from_pretrained('google-t5/t5-small')", [(4, "HF131", "error")]),
        ("MarianMTModel.from_pretrained('Helsinki-NLP/opus-mt-en-de')", [(4, "HF131", "error")]),
        # decoder-only, or a class the walk cannot read: silent
        ("AutoModelForCausalLM.from_pretrained('openai-community/gpt2')", []),
        ("load_somehow('summarizer')", []),
        # an encoder-decoder model on one path only: silent (no "may": the other path runs)
        ("T5ForConditionalGeneration(T5Config()) if flag else AutoModelForCausalLM.from_pretrained('gpt2')", []),
    ],
)
def test_which_main_models_are_encoder_decoder(model, expected):
    text = (
        "from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, MarianMTModel\n"
        "from transformers import T5Config, T5ForConditionalGeneration\n"
        f"model = {model}\n"
        "out = model.generate(input_ids, prompt_lookup_num_tokens=3, max_new_tokens=4)\n"
    )
    assert _codes(text, "5.14.0") == expected


@pytest.mark.parametrize(("model_type", "expected"), [("t5", [(3, "HF131", "error")]), ("qwen2_audio", [])])
def test_a_seq2seq_auto_class_on_a_decoder_only_checkpoint(tmp_path, model_type, expected):
    # AutoModelForSeq2SeqLM also builds a few decoder-only models (Qwen2-Audio, Voxtral, ...):
    # the checkpoint's config.json decides
    (tmp_path / "ckpt").mkdir()
    (tmp_path / "ckpt" / "config.json").write_text(json.dumps({"model_type": model_type}))
    script = tmp_path / "run.py"
    text = (
        "from transformers import AutoModelForSeq2SeqLM\n"
        f"model = AutoModelForSeq2SeqLM.from_pretrained({str(tmp_path / 'ckpt')!r})\n"
        "out = model.generate(input_ids, prompt_lookup_num_tokens=3, max_new_tokens=4)\n"
    )
    assert _codes(text, "5.14.0", path=str(script), workspace=str(tmp_path)) == expected


def test_the_finding_names_the_raise_site_and_the_model():
    result = analyze(BART.format(args="input_ids, assistant_model=draft"), "s.py", Settings(transformers_version="5.14.0"))
    (finding,) = result.findings
    assert finding.raises is not None
    assert (finding.raises.type, finding.raises.line) == ("AttributeError", 1550)
    assert finding.raises.message == "'EncoderDecoderCache' object has no attribute 'layers'"
    assert finding.raises.file == "src/transformers/cache_utils.py"
    assert "BartForConditionalGeneration" in finding.message and "5.14.1" in finding.message


def test_inputs_spread_from_a_dict_the_walk_cannot_read():
    # (a row sliced out of a tokenized batch: the spread holds input tensors, no cache; recall
    # script encdec_marian_static_draft raised this error on 5.14.0 at the call)
    text = (
        "from transformers import AutoTokenizer, MarianConfig, MarianMTModel\n"
        "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        "teacher, student = MarianMTModel(MarianConfig(decoder_layers=3)), MarianMTModel(MarianConfig(decoder_layers=1))\n"
        "batch = tok(['the quick brown fox', 'a lazy dog'], return_tensors='pt', padding=True)\n"
        "for row in range(batch['input_ids'].shape[0]):\n"
        "    one = {k: v[row : row + 1] for k, v in batch.items()}\n"
        "    out = teacher.generate(**one, assistant_model=student, max_new_tokens=4)\n"
    )
    assert _codes(text, "5.14.0") == [(7, "HF131", "error")]
    assert _codes(text, "5.15.0") == []
