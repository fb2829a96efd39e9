"""HF143: a generation option in the `model_kwargs` of a pipeline() that loads its model by name;
and `getattr(pipe, "generation_config", default)` / `hasattr(pipe, "generation_config")`, which
follow the release (the pipeline keeps a copy of the settings up to 5.19, none from 5.20); and a
`generation_config=` in `model_kwargs`, which becomes the loaded model's own.

Runs behind every expectation (tests/groundtruth/trial.py, the tiny stand-ins): the pipeline
raises `ValueError: Could not load model <name> with any of the following classes: (...). See the
original errors: ...` ending with the TypeError of HF142, on 4.57.6, 5.0.0, 5.15.0, 5.23.0 and
5.24.0 for text generation (GPT-2, Llama, Qwen 2, Qwen 3, Gemma 2, SmolLM 2) and Whisper speech
recognition, each keyword of HF142 on 4.57.6, 5.0.0, 5.15.0 and 5.24.0 (the sampling options from
5.0 only); a model object ignores `model_kwargs` (runs clean); `getattr(pipe, "generation_config",
None) or pipe.model.generation_config` edited with `num_return_sequences=2` raises HF105's error on
4.57.6, 5.19.0, 5.20.2 and 5.24.0, and `getattr(...)` alone gives None from 5.20.2 (an
AttributeError on None, not a transformers error).
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline
"""
FIRST = HEAD.count("\n")
GPT2 = 'g = pipeline("text-generation", model="gpt2", '
DRAFT = """\
pipe = pipeline(
    "text-generation",
    model="meta-llama/Llama-3.2-3B-Instruct",
    assistant_model="meta-llama/Llama-3.2-1B-Instruct",
)
"""


def found(body: str, release: str):
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "pipe.py", release)
    return list(found)


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_static_cache_in_model_kwargs_raises_the_pipelines_own_error(release):
    body = 'g = pipeline("text-generation", model="gpt2", model_kwargs={"cache_implementation": "static"})\n'
    (finding,) = found(body, release)
    assert (finding.span.line - FIRST, finding.code, finding.severity.value) == (1, "HF143", "error")
    assert finding.raises is not None and finding.raises.type == "ValueError"
    assert finding.raises.file == "src/transformers/pipelines/base.py"
    # The model's name and the TypeError are told; the class tuple and the tracebacks (paths of
    # the user's installation) are placeholders.
    assert finding.raises.message == (
        "Could not load model gpt2 with any of the following classes: <classes>. See the original errors:\n\n"
        "<tracebacks>TypeError: GPT2LMHeadModel.__init__() got an unexpected keyword argument 'cache_implementation'\n\n\n"
    )
    assert "this call raises ValueError: Could not load model gpt2 with any of the following classes" in finding.message
    assert "`cache_implementation` is a generation option" in finding.message
    assert [e.note for e in finding.evidence] == ["`cache_implementation` given in `model_kwargs` here"]


def test_sampling_options_in_model_kwargs_raise_from_5_0_only():
    body = 'g = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", model_kwargs={"temperature": 0.7})\n'
    assert found(body, "4.57.6") == []
    (finding,) = found(body, "5.24.0")
    assert finding.code == "HF143"
    assert finding.raises is not None
    refused = "TypeError: Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'temperature'\n\n\n"
    assert finding.raises.message.endswith(refused)


def test_whisper_speech_recognition_names_its_class():
    body = 'asr = pipeline("automatic-speech-recognition", model="openai/whisper-tiny", model_kwargs={"max_new_tokens": 8})\n'
    (finding,) = found(body, "5.23.0")
    assert finding.code == "HF143"
    assert finding.raises is not None
    refused = "WhisperForConditionalGeneration.__init__() got an unexpected keyword argument 'max_new_tokens'"
    assert refused in finding.raises.message


@pytest.mark.parametrize(
    "body",
    [
        # a model object: model_kwargs are not read
        """\
        m = AutoModelForCausalLM.from_pretrained("gpt2")
        t = AutoTokenizer.from_pretrained("gpt2")
        g = pipeline("text-generation", model=m, tokenizer=t, model_kwargs={"cache_implementation": "static"})
        """,
        # loading options only
        GPT2 + 'model_kwargs={"attn_implementation": "eager", "use_cache": False})\n',
        # a keyword pipeline() passes itself: "got multiple values" first
        GPT2 + 'model_kwargs={"trust_remote_code": False, "cache_implementation": "static"})\n',
        # remote code may take keywords of its own
        GPT2 + 'trust_remote_code=True, model_kwargs={"cache_implementation": "static"})\n',
        # a keyword before it hflint cannot vouch for may be named first
        GPT2 + 'model_kwargs={"foo": 1, "cache_implementation": "static"})\n',
        # dtype both ways: pipeline() raises its own ValueError first
        GPT2 + 'dtype="float32", model_kwargs={"dtype": "float32", "cache_implementation": "static"})\n',
    ],
)
def test_silent_where_the_pipeline_does_not_raise_this(body):
    assert [f.code for f in found(body, "5.24.0") if f.code == "HF143"] == []


@pytest.mark.parametrize("release", ["4.57.6", "5.19.0", "5.20.2", "5.24.0"])
def test_getattr_generation_config_or_the_models_raises_on_every_release(release):
    # The pipeline's copy up to 5.19, the model's own config (read at each call) from 5.20.
    body = DRAFT + (
        'gc = getattr(pipe, "generation_config", None) or pipe.model.generation_config\n'
        "gc.num_return_sequences = 2\n"
        "gc.do_sample = True\n"
        'out = pipe("A haiku:", max_new_tokens=4)\n'
    )
    codes = [(f.span.line - FIRST, f.code) for f in found(body, release)]
    assert codes == [(9, "HF105")]


@pytest.mark.parametrize(("release", "flagged"), [("5.19.0", True), ("5.20.2", False)])
def test_getattr_default_is_the_default_from_5_20(release, flagged):
    # From 5.20 `getattr` gives None (the script then fails on None, not in transformers); up to
    # 5.19 the pipeline's copy, whose num_return_sequences reaches generate.
    body = DRAFT + (
        'gc = getattr(pipe, "generation_config", None)\n'
        "gc.num_return_sequences = 2\n"
        "gc.do_sample = True\n"
        'out = pipe("A haiku:", max_new_tokens=4)\n'
    )
    assert [f.code for f in found(body, release)] == (["HF105"] if flagged else [])


@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_hasattr_generation_config_takes_the_releases_branch(release):
    body = DRAFT + (
        'if hasattr(pipe, "generation_config"):\n'
        "    settings = pipe.generation_config\n"
        "else:\n"
        "    settings = pipe.model.generation_config\n"
        "settings.use_cache = False\n"
        'out = pipe("A haiku:", max_new_tokens=4, do_sample=False)\n'
    )
    ((line, code, severity),) = [(f.span.line - FIRST, f.code, f.severity.value) for f in found(body, release)]
    assert (line, code, severity) == (11, "HF101", "error")


@pytest.mark.parametrize(("use_cache", "codes"), [(False, ["HF101"]), (True, [])])
def test_a_generation_config_in_model_kwargs_becomes_the_models_own(use_cache, codes):
    # (runs on 4.57.6, 5.13.1 to 5.15.0, 5.19.0, 5.23.0 and 5.24.0: raised with use_cache=False,
    # clean with True)
    body = (
        "from transformers import GenerationConfig\n"
        "pipe = pipeline(\n"
        '    "text-generation",\n'
        '    model="Qwen/Qwen2.5-1.5B-Instruct",\n'
        '    assistant_model="Qwen/Qwen2.5-0.5B-Instruct",\n'
        f'    model_kwargs={{"generation_config": GenerationConfig(use_cache={use_cache}, max_new_tokens=4)}},\n'
        ")\n"
        'out = pipe("Hello", do_sample=False)\n'
    )
    for release in ("4.57.6", "5.24.0"):
        assert [f.code for f in found(body, release)] == codes
