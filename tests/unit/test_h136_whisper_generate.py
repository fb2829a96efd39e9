"""Whisper's own generate checks (HF308-HF310) and greedy n-best on Whisper (HF138), as a user sees them."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]

HEAD = """\
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

processor = AutoProcessor.from_pretrained(CHECKPOINT)
model = AutoModelForSpeechSeq2Seq.from_pretrained(CHECKPOINT)
clip = np.zeros(16000, dtype=np.float32)
features = processor(clip, sampling_rate=16000, return_tensors="pt").input_features
"""
CALL_LINE = 9  # (the checkpoint line, then HEAD's seven lines, then the call)


def _run(checkpoint: str, call: str, release: str = "5.23.0"):
    source = f"CHECKPOINT = {checkpoint!r}\n" + HEAD + call + "\n"
    return analysed.findings(source, "asr.py", release)


def _codes(checkpoint: str, call: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in _run(checkpoint, call, release) if f.raises is not None]


@pytest.mark.parametrize("release", RELEASES)
def test_full_window_budget_names_the_start_tokens(release: str) -> None:
    found = _run("openai/whisper-tiny", 'model.generate(features, language="en", max_new_tokens=448)', release)
    assert [f.code for f in found] == ["HF308"]
    raises = found[0].raises
    assert raises is not None and raises.type == "ValueError"
    assert "is 4,  and `max_new_tokens` is 448" in raises.message
    assert "combined length of `decoder_input_ids` and `max_new_tokens` is: 452" in raises.message
    assert "max_target_positions` of the Whisper model: 448" in raises.message
    assert "use at most 444" in found[0].message


@pytest.mark.parametrize(
    ("checkpoint", "call", "start"),
    [
        ("openai/whisper-small", "model.generate(features, max_new_tokens=448)", 3),
        ("openai/whisper-small", "model.generate(features, task='translate', max_new_tokens=448)", 4),
        ("openai/whisper-small", "model.generate(features, return_timestamps=True, max_new_tokens=448)", 2),
        ("distil-whisper/distil-small.en", "model.generate(features, max_new_tokens=448)", 2),
        ("openai/whisper-medium.en", "model.generate(features, return_timestamps=True, max_new_tokens=448)", 1),
    ],
)
def test_start_tokens_follow_language_task_timestamps_and_english_only(checkpoint: str, call: str, start: int) -> None:
    (finding,) = _run(checkpoint, call)
    assert finding.raises is not None and f"is {start},  and" in finding.raises.message


@pytest.mark.parametrize(
    ("checkpoint", "call"),
    [
        ("openai/whisper-tiny", 'model.generate(features, language="en", max_new_tokens=444)'),
        ("openai/whisper-tiny", "model.generate(features, max_new_tokens=445)"),
        ("distil-whisper/distil-medium.en", "model.generate(features, max_new_tokens=446)"),
        # (a prompt's length is not counted: silent)
        ("openai/whisper-tiny", "model.generate(features, prompt_ids=np.arange(60), max_new_tokens=440)"),
        # (a local folder, or a checkpoint the table does not hold: max_target_positions unknown)
        ("./my-whisper", "model.generate(features, max_new_tokens=448)"),
        ("someone/whisper-finetuned", "model.generate(features, max_new_tokens=448)"),
    ],
)
def test_budgets_that_fit_or_are_unknown_stay_silent(checkpoint: str, call: str) -> None:
    assert _codes(checkpoint, call) == []


def test_pipeline_built_with_a_budget_raises_at_its_call() -> None:
    source = """\
import numpy as np
from transformers import pipeline

DEFAULTS = {"language": "de", "max_new_tokens": 446}
asr = pipeline("automatic-speech-recognition", model="openai/whisper-small", generate_kwargs=DEFAULTS)
print(asr(np.zeros(16000, dtype=np.float32))["text"])
"""
    assert [(f.code, f.span.line) for f in analysed.findings(source, "asr.py", "5.24.0")] == [("HF308", 6)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("language", ["fr-FR", "francais", "swiss german", "klingon"])
def test_language_whisper_does_not_know(release: str, language: str) -> None:
    (finding,) = _run("openai/whisper-small", f"model.generate(features, language={language!r})", release)
    assert finding.code == "HF309" and finding.raises is not None
    head = f"Unsupported language: {language.lower()}. Language should be one of: ['english', 'chinese', "
    assert finding.raises.message.startswith(head)


def test_two_letter_language_lists_the_codes() -> None:
    (finding,) = _run("openai/whisper-small", 'model.generate(features, language="xx")')
    assert finding.raises is not None
    assert finding.raises.message.startswith("Unsupported language: xx. Language should be one of: ['en', 'zh', 'de', ")


@pytest.mark.parametrize("language", ["German", "FR", "<|de|>", "yue", "haitian creole", "mandarin", None])
def test_languages_whisper_knows_stay_silent(language: str | None) -> None:
    assert _codes("openai/whisper-large-v3", f"model.generate(features, language={language!r})") == []


def test_language_written_on_the_generation_config() -> None:
    call = 'model.generation_config.language = "deutsch"\nmodel.generate(features)'
    assert _codes("openai/whisper-medium", call) == [("HF309", CALL_LINE + 1)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("keyword", ['language="english"', 'language="en"', 'task="transcribe"', 'task="translate"'])
def test_english_only_checkpoint_refuses_language_and_task(release: str, keyword: str) -> None:
    found = _run("distil-whisper/distil-small.en", f"model.generate(features, {keyword})", release)
    assert [f.code for f in found] == ["HF310"]
    raises = found[0].raises
    assert raises is not None and raises.message.startswith("Cannot specify `task` or `language` for an English-only model.")
    assert "distil-whisper/distil-small.en, an English-only checkpoint" in found[0].message


@pytest.mark.parametrize(
    ("checkpoint", "call"),
    [
        ("openai/whisper-small", 'model.generate(features, language="english", task="transcribe")'),
        ("openai/whisper-small.en", "model.generate(features, language=None, task=None)"),
        ("openai/whisper-small.en", 'model.generate(features, language="en", is_multilingual=True)'),
        ("openai/whisper-small.en", 'model.generate(features, **{"language": "en"} if False else {})'),
    ],
)
def test_multilingual_or_no_language_stays_silent(checkpoint: str, call: str) -> None:
    assert [c for c, _ in _codes(checkpoint, call) if c == "HF310"] == []


def test_english_only_pipeline_with_language() -> None:
    source = """\
import numpy as np
from transformers import pipeline

asr = pipeline("automatic-speech-recognition", model="openai/whisper-medium.en")
print(asr(np.zeros(16000, dtype=np.float32), generate_kwargs={"language": "english"})["text"])
"""
    assert [(f.code, f.span.line) for f in analysed.findings(source, "asr.py", "5.23.0")] == [("HF310", 5)]


@pytest.mark.parametrize("release", RELEASES)
def test_greedy_whisper_with_several_sequences(release: str) -> None:
    found = _run("openai/whisper-tiny", "model.generate(features, num_return_sequences=3, max_new_tokens=8)", release)
    assert [f.code for f in found] == ["HF138"]
    assert found[0].raises is not None and found[0].raises.message.endswith("(got 3).")


def test_sampled_or_beamed_whisper_with_several_sequences_stays_silent() -> None:
    for call in (
        "model.generate(features, do_sample=True, num_return_sequences=3)",
        "model.generate(features, num_beams=3, num_return_sequences=3)",
    ):
        assert _codes("openai/whisper-tiny", call) == []


def test_two_over_long_budgets_leave_the_budget_out_of_the_message() -> None:
    # Both branches' budgets pass the window, so the call surely raises; which budget the error
    # names depends on the branch taken, so the predicted message must not pick one of them.
    call = (
        "import random\n"
        "budget = 448 if random.random() > 0.5 else 446\n"
        'model.generate(features, language="en", max_new_tokens=budget)'
    )
    found = _run("openai/whisper-tiny", call)
    assert [f.code for f in found] == ["HF308"]
    raises = found[0].raises
    assert raises is not None and raises.type == "ValueError"
    assert "is 4,  and `max_new_tokens` is" in raises.message
    assert "is 448" not in raises.message and "is 446" not in raises.message
    assert "max_target_positions` of the Whisper model: 448" in raises.message


def test_one_budget_on_every_path_is_named_in_the_message() -> None:
    call = (
        "import random\n"
        "budget = 448 if random.random() > 0.5 else 448\n"
        'model.generate(features, language="en", max_new_tokens=budget)'
    )
    (finding,) = _run("openai/whisper-tiny", call)
    assert finding.raises is not None and "is 4,  and `max_new_tokens` is 448" in finding.raises.message
