"""Keywords given to pipeline() itself, as generate gets them (core/pipelines.py
construction_keywords / construction_config). Runs behind each case (tests/groundtruth/trial.py,
all 28 releases, h69): a keyword the pipeline does not take reaches generate at every call;
a generation setting goes into the pipeline's copy of the generation config, validated in
pipeline() up to 5.19, and to generate at every call from 5.20."""

from __future__ import annotations

import pytest

from hflint.core import prefilter

import analysed

UNUSED = (
    "The following `model_kwargs` are not used by the model: {} "
    "(note: typos in the generate arguments will also show up in this list)"
)
HEAD = "from transformers import pipeline\n"
COPY_RELEASES = ("4.57.6", "5.1.0", "5.15.0", "5.19.0")
LIVE_RELEASES = ("5.20.2", "5.24.0")


def _findings(text: str, release: str):
    found = analysed.findings(text, "script.py", release)
    return [f for f in found if f.raises is not None]


@pytest.mark.parametrize("release", ("4.57.6", "5.15.0", "5.24.0"))
def test_misspelt_construction_keyword_is_reported_at_the_call(release):
    text = HEAD + (
        'gen = pipeline("text-generation", model="openai-community/gpt2", temprature=0.7, max_new_tokens=3)\n'
        'print(gen("hello"))\n'
    )
    [f] = _findings(text, release)
    assert (f.code, f.span.line) == ("HF146", 3)
    assert f.raises is not None and f.raises.message == UNUSED.format("['temprature']")
    assert "`temprature` looks like `temperature`" in f.message
    assert "`temprature` given to pipeline(), which hands what it does not take itself to generate at every call" in f.message
    [rename] = [x for x in f.fixes if x.title == "Rename `temprature` to `temperature`"]
    assert rename.edits[0].span.line == 2


def test_misspelt_construction_keyword_of_a_pipeline_never_called_is_silent():
    text = HEAD + 'gen = pipeline("text-generation", model="openai-community/gpt2", temprature=0.7)\n'
    for release in COPY_RELEASES + LIVE_RELEASES:
        assert _findings(text, release) == [], release


def test_pipeline_that_does_not_generate_is_silent():
    text = HEAD + 'clf = pipeline("text-classification", model="openai-community/gpt2", temprature=0.7)\nclf("hi")\n'
    for release in ("4.57.6", "5.24.0"):
        assert _findings(text, release) == [], release


def test_speech_pipeline_from_functools_partial():
    text = (
        "import functools\nimport numpy as np\n" + HEAD + "make = functools.partial(\n    pipeline,\n"
        '    "automatic-speech-recognition",\n    model="openai/whisper-tiny",\n    num_beam=2,\n)\n'
        'asr = make()\nasr({"raw": np.zeros(16000, dtype=np.float32), "sampling_rate": 16000})\n'
    )
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        [f] = _findings(text, release)
        assert (f.code, f.span.line) == ("HF146", 11), release
        assert f.raises is not None and f.raises.message == UNUSED.format("['num_beam']")
    # (5.0.0's speech pipeline fails before generate: KeyError 'num_frames')
    assert _findings(text, "5.0.0") == []


def test_zero_budget_raises_in_pipeline_up_to_5_19_and_at_the_call_after():
    text = HEAD + ('gen = pipeline("text-generation", model="openai-community/gpt2", max_new_tokens=0)\ngen("hello")\n')
    for release in COPY_RELEASES:
        [f] = _findings(text, release)
        assert (f.code, f.span.line) == ("HF148", 2), release
        assert f.raises is not None and f.raises.message == "`max_new_tokens` must be greater than 0, but is 0."
    for release in LIVE_RELEASES:
        assert [(f.code, f.span.line) for f in _findings(text, release)] == [("HF148", 3)], release


def test_zero_budget_overridden_at_the_call_runs_from_5_20():
    text = HEAD + (
        'gen = pipeline("text-generation", model="openai-community/gpt2", max_new_tokens=0)\ngen("hello", max_new_tokens=3)\n'
    )
    for release in COPY_RELEASES:
        assert [(f.code, f.span.line) for f in _findings(text, release)] == [("HF148", 2)], release
    for release in LIVE_RELEASES:
        assert _findings(text, release) == [], release


def test_greedy_candidates_raise_in_pipeline_with_the_release_message():
    text = HEAD + (
        "pipe = pipeline(\n"
        '    "text-generation", model="openai-community/gpt2", do_sample=False, num_return_sequences=3,\n'
        ")\n"
        'pipe("hello", num_return_sequences=1)\n'
    )
    [f] = _findings(text, "4.57.6")
    assert (f.code, f.span.line) == ("HF138", 2)
    assert f.raises is not None
    assert f.raises.message == (
        "Greedy methods without beam search do not support `num_return_sequences` different than 1 (got 3)."
    )
    [f] = _findings(text, "5.15.0")
    assert f.raises is not None and f.raises.message.startswith("Greedy methods (do_sample != True) without beam search")
    for release in LIVE_RELEASES:
        assert _findings(text, release) == [], release  # (the call's keyword wins from 5.20)


def test_several_sequences_of_a_speech_pipeline_that_searches_beams_is_silent():
    text = (
        "import numpy as np\n"
        + HEAD
        + (
            'asr = pipeline("automatic-speech-recognition", model="openai/whisper-tiny", num_return_sequences=2)\n'
            'asr({"raw": np.zeros(16000, dtype=np.float32), "sampling_rate": 16000})\n'
        )
    )
    for release in ("4.57.6", "5.15.0", "5.24.0"):
        assert _findings(text, release) == [], release


def test_prefilter_lets_pipeline_given_to_partial_through():
    code = "import functools\nfrom transformers import pipeline\nmake = functools.partial(pipeline, 'text-generation')\n"
    assert prefilter.classify(code, False)[0] is prefilter.Verdict.ANALYSE
    spread = "import functools\nfrom transformers import pipeline\nmake = functools.partial(\n    pipeline,\n    task='x')\n"
    assert prefilter.classify(spread, False)[0] is prefilter.Verdict.ANALYSE
    # (an import list naming pipeline first calls nothing)
    assert prefilter.classify("from transformers import pipeline, AutoTokenizer\nx = 1\n", False)[0] is prefilter.Verdict.SKIP


# ---------------------------------------------------------------- HF142 and the prefilter

HF142_ONLY = (
    "from transformers import AutoModelForCausalLM\n\n"
    'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", cache_implementation="static")\n'
    "print(model.config)\n"
)


def test_load_options_of_the_prefilter_are_the_rules():
    from hflint.core.flow import GENERATION_ONLY_LOAD_KWARGS

    assert set(prefilter.LOAD_OPTIONS) == set(GENERATION_ONLY_LOAD_KWARGS)


@pytest.mark.parametrize("release", ("4.57.6", "5.24.0"))
def test_a_file_that_only_loads_with_a_generation_option_is_analysed(release):
    # (runs: TypeError "GPT2LMHeadModel.__init__() got an unexpected keyword argument
    # 'cache_implementation'" on 4.57.6 and 5.24.0; the file has no generate, pipeline or
    # GenerationConfig, so the prefilter used to pass it over)
    [f] = _findings(HF142_ONLY, release)
    assert (f.code, f.span.line) == ("HF142", 3)
    assert f.raises is not None
    assert f.raises.message == "GPT2LMHeadModel.__init__() got an unexpected keyword argument 'cache_implementation'"


def test_prefilter_on_from_pretrained_keywords():
    def verdict(text: str) -> prefilter.Verdict:
        return prefilter.classify(text, False)[0]

    head = "from transformers import AutoModelForCausalLM\n"
    assert verdict(HF142_ONLY) is prefilter.Verdict.ANALYSE
    nested = head + 'm = AutoModelForCausalLM.from_pretrained(os.path.join(root, "ckpt"),\n    temperature=0.7)\n'
    assert verdict(nested) is prefilter.Verdict.ANALYSE
    assert prefilter.any_trigger_in_ascii(nested.encode())
    # (other keywords, a longer name holding an option's, a comparison, an option outside the call)
    assert verdict(head + 'm = AutoModelForCausalLM.from_pretrained("x", torch_dtype="auto")\n') is prefilter.Verdict.SKIP
    assert verdict(head + 't = AutoTokenizer.from_pretrained("x", model_max_length=5)\n') is prefilter.Verdict.SKIP
    assert verdict(head + 'm = AutoModelForCausalLM.from_pretrained("x")\nok = top_k == 5\n') is prefilter.Verdict.SKIP
    # (in a comment or a docstring it is no call)
    assert verdict(head + '# AutoModelForCausalLM.from_pretrained("x", max_length=5)\n') is prefilter.Verdict.SKIP


# ---------------------------------------------------------------- HF155 (h67) from pipeline()


@pytest.mark.parametrize("release", ("4.57.6", "5.15.0", "5.19.0", "5.20.2", "5.24.0"))
def test_zero_temperature_given_to_a_sampling_pipeline_raises_at_each_call(release):
    # (runs, h69: all 28 releases raise at the call, none in pipeline())
    text = HEAD + 'pipe = pipeline("text-generation", model="openai-community/gpt2", temperature=0.0)\npipe("hi")\n'
    [f] = _findings(text, release)
    assert (f.code, f.span.line) == ("HF155", 3)
    assert f.raises is not None and f.raises.message == (
        "`temperature` (=0.0) has to be a strictly positive float, otherwise your next token scores will be invalid. "
        "If you're looking for greedy decoding strategies, set `do_sample=False`."
    )
    never_called = HEAD + 'pipe = pipeline("text-generation", model="openai-community/gpt2", temperature=0.0)\n'
    assert _findings(never_called, release) == []
