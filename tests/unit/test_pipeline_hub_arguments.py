"""HF149: a keyword pipeline() gives the config's loader itself (`revision`, `token`,
`trust_remote_code`, by release `local_files_only`, `code_revision`, `_commit_hash`), given again
in `model_kwargs`.

Runs behind every expectation (tests/groundtruth/trial.py, the tiny stand-ins, a text-generation
pipeline on SmolLM2 and a speech-recognition one on Whisper): each key raises `TypeError:
transformers.models.auto.configuration_auto.AutoConfig.from_pretrained() got multiple values for
keyword argument '<key>'` at pipeline()'s call of AutoConfig.from_pretrained, whatever its value;
`revision` and `token` on 4.57.6, 5.0.0, 5.15.0 and 5.24.0; `trust_remote_code` on all 28
releases; `local_files_only` from 5.0.0 (4.57.6 runs clean), `_commit_hash` up to 5.17.0 (clean
from 5.18.0), `code_revision` up to 5.21.1 (clean from 5.22.2), each on all 28 releases;
`cache_dir` clean on 4.57.6, 5.0.0, 5.15.0 and 5.24.0.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze
from hflint.core.fixes import apply_edits

import analysed

HEAD = "from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, pipeline\n"
FIRST = HEAD.count("\n")
MESSAGE = "transformers.models.auto.configuration_auto.AutoConfig.from_pretrained() got multiple values for keyword argument '{}'"


def found(body: str, release: str):
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "serve.py", release)
    return source, list(found)


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
@pytest.mark.parametrize("key", ["trust_remote_code", "token", "revision"])
def test_a_hub_argument_in_model_kwargs_is_given_twice(release, key):
    body = f'g = pipeline("text-generation", model="gpt2", model_kwargs={{"dtype": "auto", "{key}": None}})\n'
    _, (finding,) = found(body, release)
    assert (finding.span.line - FIRST, finding.code, finding.severity.value) == (1, "HF149", "error")
    assert finding.raises is not None and finding.raises.type == "TypeError"
    assert finding.raises.message == MESSAGE.format(key)
    assert finding.raises.file == "src/transformers/pipelines/__init__.py"
    assert f"pipeline() passes `{key}` to the config's loader itself" in finding.message
    assert [e.note for e in finding.evidence] == [f"`{key}` given in `model_kwargs` here"]


@pytest.mark.parametrize(
    ("key", "raising"),
    [
        ("local_files_only", {"5.0.0", "5.17.0", "5.18.0", "5.21.1", "5.22.2", "5.24.0"}),
        ("code_revision", {"4.57.6", "5.0.0", "5.17.0", "5.18.0", "5.21.1"}),
        ("_commit_hash", {"4.57.6", "5.0.0", "5.17.0"}),
        ("cache_dir", set()),
    ],
)
def test_the_keys_that_collide_follow_the_release(key, raising):
    body = f'g = pipeline("text-generation", model="gpt2", model_kwargs={{"{key}": None}})\n'
    for release in ("4.57.6", "5.0.0", "5.17.0", "5.18.0", "5.21.1", "5.22.2", "5.24.0"):
        codes = [f.code for f in found(body, release)[1]]
        assert codes == (["HF149"] if release in raising else []), release


def test_the_first_colliding_key_of_model_kwargs_is_named():
    body = (
        'g = pipeline("text-generation", model="gpt2", model_kwargs={"cache_dir": "/tmp/m", "token": None, "revision": "main"})\n'
    )
    _, (finding,) = found(body, "5.24.0")
    assert finding.raises is not None and finding.raises.message == MESSAGE.format("token")


def test_it_comes_before_the_generation_option_of_hf143():
    # (pipeline() loads the config first: the TypeError of HF149, never HF143's ValueError)
    kwargs = '{"trust_remote_code": False, "cache_implementation": "static"}'
    body = f'g = pipeline("text-generation", model="gpt2", model_kwargs={kwargs})\n'
    assert [f.code for f in found(body, "5.15.0")[1]] == ["HF149"]


def test_the_fix_passes_the_argument_to_pipeline():
    body = 'g = pipeline("text-generation", model="gpt2", model_kwargs={"dtype": "auto", "trust_remote_code": True})\n'
    source, (finding,) = found(body, "5.15.0")
    fix = finding.fixes[0]
    assert fix.title == "Pass `trust_remote_code` to pipeline() instead of `model_kwargs`"
    assert fix.applicability.value == "safe"
    fixed = apply_edits(source, fix.edits)
    assert fixed.splitlines()[FIRST] == (
        'g = pipeline("text-generation", model="gpt2", model_kwargs={"dtype": "auto"}, trust_remote_code=True)'
    )
    assert list(analyze(fixed, "serve.py", Settings(transformers_version="5.15.0")).findings) == []


@pytest.mark.parametrize(
    ("dict_src", "left"),
    [
        ('{"token": tok}', "{}"),
        ('{"token": tok,}', "{}"),
        ('{"token": tok, "dtype": "auto"}', '{"dtype": "auto"}'),
        ('{\n    "dtype": "auto",\n    "token": tok,\n}', '{\n    "dtype": "auto",\n}'),
    ],
)
def test_the_fix_leaves_a_well_formed_dict(dict_src, left):
    body = f'tok = None\ng = pipeline("text-generation", model="gpt2", model_kwargs={dict_src})\n'
    source, (finding,) = found(body, "4.57.6")
    fixed = apply_edits(source, finding.fixes[0].edits)
    assert f"model_kwargs={left}, token=tok)" in fixed
    compile(fixed, "serve.py", "exec")


def test_no_fix_when_pipeline_is_given_the_argument_too():
    body = 'g = pipeline("text-generation", model="gpt2", token=None, model_kwargs={"token": None})\n'
    _, (finding,) = found(body, "5.24.0")
    assert finding.code == "HF149"
    assert [f.title for f in finding.fixes if not f.suppression] == []


@pytest.mark.parametrize(
    "body",
    [
        # a model object: no config is loaded by name
        'm = AutoModelForCausalLM.from_pretrained("gpt2")\nt = AutoTokenizer.from_pretrained("gpt2")\n'
        'g = pipeline("text-generation", model=m, tokenizer=t, model_kwargs={"token": None})\n',
        # a config object: no config loaded by name (the model loader meets it, HF150)
        'c = AutoConfig.from_pretrained("gpt2")\n'
        'g = pipeline("text-generation", model="gpt2", config=c, model_kwargs={"token": None})\n',
        # the argument given to pipeline() itself
        'g = pipeline("text-generation", model="gpt2", trust_remote_code=True, model_kwargs={"dtype": "auto"})\n',
        # a key only some paths hold
        'import os\nkw = {"dtype": "auto"}\nif os.environ.get("PIN"):\n    kw["revision"] = "main"\n'
        'g = pipeline("text-generation", model="gpt2", model_kwargs=kw)\n',
        # a dict hflint cannot read in full
        'import json, sys\nkw = json.loads(sys.argv[1])\ng = pipeline("text-generation", model="gpt2", model_kwargs=kw)\n',
    ],
)
def test_silent_where_nothing_is_given_twice_or_it_cannot_tell(body):
    assert [f.code for f in found(body, "5.15.0")[1] if f.code == "HF149"] == []


# ---------------------------------------------------------------- HF150: `task` in model_kwargs
# (runs: `model_kwargs={"task": ...}` raises `TypeError: transformers.pipelines.base.load_model() got
# multiple values for keyword argument 'task'` from 5.0.0, `infer_framework_load_model()` on 4.57.6,
# at pipeline()'s call of the model's loader, on all 28 releases for text generation (SmolLM2) and
# speech recognition (Whisper); with `trust_remote_code` also in it, the config's TypeError comes
# first.)

WHISPER = 'asr = pipeline("automatic-speech-recognition", model="openai/whisper-tiny", model_kwargs={})\n'


@pytest.mark.parametrize(
    ("release", "loader"),
    [("4.57.6", "infer_framework_load_model"), ("5.0.0", "load_model"), ("5.24.0", "load_model")],
)
def test_task_in_model_kwargs_meets_the_pipelines_own_at_the_model_loader(release, loader):
    body = WHISPER.replace("={}", '={"language": "english", "task": "transcribe"}')
    _, (finding,) = found(body, release)
    assert (finding.code, finding.severity.value) == ("HF150", "error")
    assert finding.raises is not None and finding.raises.type == "TypeError"
    assert finding.raises.message == f"transformers.pipelines.base.{loader}() got multiple values for keyword argument 'task'"
    assert f"pipeline() passes its own `task` to the model's loader ({loader})" in finding.message
    assert [e.note for e in finding.evidence] == ["`task` given in `model_kwargs` here"]


def test_a_hub_argument_beside_task_is_given_twice_first():
    body = WHISPER.replace("={}", '={"task": "transcribe", "token": None}')
    assert [f.code for f in found(body, "5.15.0")[1]] == ["HF149"]


@pytest.mark.parametrize(
    "body",
    [
        # Whisper's options where they belong: the call's generate_kwargs
        WHISPER.replace("={}", '={"attn_implementation": "eager"}')
        + 'print(asr("a.wav", generate_kwargs={"task": "transcribe", "language": "english"}))\n',
        # a model object is not loaded by the pipeline
        "from transformers import WhisperForConditionalGeneration, WhisperProcessor\n"
        'm = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")\n'
        'p = WhisperProcessor.from_pretrained("openai/whisper-tiny")\n'
        'asr = pipeline("automatic-speech-recognition", model=m, tokenizer=p.tokenizer, feature_extractor=p.feature_extractor,'
        ' model_kwargs={"task": "transcribe"})\n',
    ],
)
def test_task_is_silent_where_the_loader_does_not_meet_it(body):
    assert [f.code for f in found(body, "5.15.0")[1] if f.code in ("HF149", "HF150")] == []


CONFIG_OBJECT = (
    'c = AutoConfig.from_pretrained("gpt2")\ng = pipeline("text-generation", model="gpt2", config=c, model_kwargs={})\n'
)


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
@pytest.mark.parametrize("key", ["token", "trust_remote_code", "revision"])
def test_with_a_config_object_the_hub_argument_meets_its_twin_at_the_model_loader(release, key):
    body = CONFIG_OBJECT.format(f'{{"{key}": None}}')
    source, (finding,) = found(body, release)
    loader = "load_model" if release != "4.57.6" else "infer_framework_load_model"
    assert finding.code == "HF150"
    assert finding.raises is not None
    assert finding.raises.message == f"transformers.pipelines.base.{loader}() got multiple values for keyword argument '{key}'"
    fixed = apply_edits(source, finding.fixes[0].edits)
    assert f"model_kwargs={{}}, {key}=None)" in fixed


def test_with_a_config_object_a_key_passed_differently_by_release_keeps_it_silent():
    body = CONFIG_OBJECT.format('{"local_files_only": True, "token": None}')
    assert [f.code for f in found(body, "5.15.0")[1]] == []


MODEL_OBJECT = (
    'm = AutoModelForCausalLM.from_pretrained("gpt2")\nt = AutoTokenizer.from_pretrained("gpt2")\n'
    'g = pipeline("text-generation", model=m, tokenizer=t, model_kwargs={})\n'
)


@pytest.mark.parametrize("key", ["task", "trust_remote_code", "token", "revision", "_commit_hash"])
def test_a_model_object_meets_the_4_57_loader_too(key):
    # (4.57 calls infer_framework_load_model for a model object, to tell its framework; 5.0 does not)
    body = MODEL_OBJECT.replace("={}", f'={{"dtype": "auto", "{key}": None}}')
    (finding,) = found(body, "4.57.6")[1]
    assert finding.code == "HF150"
    assert finding.raises is not None
    assert (
        finding.raises.message
        == f"transformers.pipelines.base.infer_framework_load_model() got multiple values for keyword argument '{key}'"
    )
    assert found(body, "5.0.0")[1] == []


def test_a_model_object_with_its_framework_given_is_not_loaded_in_4_57():
    body = MODEL_OBJECT.replace("model_kwargs={}", 'framework="pt", model_kwargs={"token": None}')
    assert found(body, "4.57.6")[1] == []
