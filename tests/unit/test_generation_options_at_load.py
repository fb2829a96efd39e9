"""HF142: a generation option given to a model's `from_pretrained`, which the model's constructor
refuses; and `from_pretrained(OUT, config=config)` of a folder the script saved, which builds the
model on the config passed rather than on the config.json saved there.

Runs behind every expectation (tests/groundtruth/trial.py, the tiny stand-ins): on 4.57.6, 5.0.0,
5.15.0 and 5.24.0, `cache_implementation`, `cache_config`, `max_new_tokens`, `compile_config` and
`prompt_lookup_num_tokens` raise `TypeError: <Class>.__init__() got an unexpected keyword argument`
at the line that builds the model (modeling_utils.py); `do_sample`, `temperature`, `top_k`,
`max_length`, `num_beams`, ... raise from 5.0 on and are taken by 4.57's model config; with
`config=` every keyword reaches the constructor (even `use_cache`). The fixtures under
tests/fixtures (`loader_*`, `saved_folder_config_left_off`, fp740-fp743) ran as their marks say
on 4.57.6, 5.0.0, 5.23.0 and 5.24.0.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

# (the export wrapper's import lets the file through the text prefilter, as a script that loads
# a model with generation options always has a trigger: it generates or exports)
LLAMA = '"meta-llama/Llama-3.2-1B"'
HEAD = """\
import torch
from transformers import AutoConfig, AutoModelForCausalLM, GenerationConfig, Qwen2ForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM
"""
FIRST = HEAD.count("\n")


def found(body: str, release: str):
    source = HEAD + textwrap.dedent(body)
    found = analysed.findings(source, "load.py", release)
    return [f for f in found]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_cache_implementation_at_load_raises_on_every_release(release):
    (finding,) = found(f'm = AutoModelForCausalLM.from_pretrained({LLAMA}, cache_implementation="static")\n', release)
    assert (finding.span.line - FIRST, finding.code, finding.severity.value) == (1, "HF142", "error")
    assert finding.raises is not None and finding.raises.type == "TypeError"
    assert finding.raises.message == "LlamaForCausalLM.__init__() got an unexpected keyword argument 'cache_implementation'"
    assert finding.raises.file == "src/transformers/modeling_utils.py"
    assert "this call raises TypeError: LlamaForCausalLM.__init__() got an unexpected keyword" in finding.message


def test_sampling_options_raise_from_5_0_only():
    body = 'm = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", do_sample=True, temperature=0.7)\n'
    assert found(body, "4.57.6") == []  # (4.57's model config keeps them as legacy attributes)
    (finding,) = found(body, "5.24.0")
    assert finding.code == "HF142"
    assert finding.raises is not None
    assert finding.raises.message == "Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'do_sample'"


def test_the_first_refused_keyword_of_the_release_is_named():
    body = 'm = Qwen2ForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", max_length=64, max_new_tokens=8)\n'
    (old,) = found(body, "4.57.6")
    (new,) = found(body, "5.24.0")
    assert old.raises is not None and old.raises.message.endswith("argument 'max_new_tokens'")
    assert new.raises is not None and new.raises.message.endswith("argument 'max_length'")


def test_options_from_a_kwargs_dict():
    body = """\
    LOAD = {"torch_dtype": torch.float32}
    LOAD["cache_config"] = {"batch_size": 1, "max_cache_len": 32}
    m = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", **LOAD)
    """
    (finding,) = found(body, "5.23.0")
    assert (finding.span.line - FIRST, finding.code) == (3, "HF142")
    assert finding.raises is not None and finding.raises.message.endswith("argument 'cache_config'")


@pytest.mark.parametrize(
    "body",
    [
        # the generation config is where the options belong
        'g = GenerationConfig(cache_implementation="static")\n'
        f"m = AutoModelForCausalLM.from_pretrained({LLAMA}, generation_config=g)\n",
        # GenerationConfig's own loader takes them
        'g = GenerationConfig.from_pretrained("meta-llama/Llama-3.2-1B", max_new_tokens=4, cache_implementation="static")\n',
        # the model config's loader takes any keyword as an attribute
        'c = AutoConfig.from_pretrained("meta-llama/Llama-3.2-1B", cache_implementation="static")\n',
        # with config= the first keyword of all is named (any of them): not told
        f"c = AutoConfig.from_pretrained({LLAMA})\n"
        f"m = AutoModelForCausalLM.from_pretrained({LLAMA}, config=c, max_new_tokens=4)\n",
        # a class from the hub's own code may take keywords of its own
        'm = AutoModelForCausalLM.from_pretrained("some/remote-model", trust_remote_code=True, max_new_tokens=4)\n',
        # keywords hflint cannot read may name another argument first
        f"def load(**extra):\n    return AutoModelForCausalLM.from_pretrained({LLAMA}, max_new_tokens=4, **extra)\n",
    ],
)
def test_silent(body):
    assert [f.code for f in found(body, "5.24.0") if f.code == "HF142"] == []


SAVED = """\
cfg = AutoConfig.from_pretrained("HuggingFaceTB/SmolLM2-135M")
cfg.use_cache = False
AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", config=cfg).save_pretrained("./ft")
config = AutoConfig.from_pretrained("./ft")
{change}
gen = GenerationConfig(use_cache=True, cache_implementation="static")
model = AutoModelForCausalLM.from_pretrained("./ft", config=config, generation_config=gen)
TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
"""


@pytest.mark.parametrize(
    "change",
    ["config.use_cache = True", 'if getattr(config, "use_cache", None) is False:\n    config.use_cache = True'],
)
def test_saved_folder_loaded_with_a_config_that_turns_caching_back_on(change):
    assert found(SAVED.format(change=change), "5.24.0") == []


def test_saved_folder_loaded_with_its_own_config_unchanged():
    (finding,) = found(SAVED.format(change="config.tie_word_embeddings = True"), "5.24.0")
    assert finding.code == "HF206"
    assert any("the folder the script saved" in e.note for e in finding.evidence)


@pytest.mark.parametrize(
    "body",
    [
        # a family whose config classes hflint has not checked for these options
        "from transformers import AutoModelForSpeechSeq2Seq\n"
        'm = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny", num_beams=2)\n',
        # a local folder of unknown type
        'm = AutoModelForCausalLM.from_pretrained("./somewhere", cache_implementation="static")\n',
    ],
)
def test_silent_where_the_family_is_not_known(body):
    assert [f.code for f in found(body, "5.24.0") if f.code == "HF142"] == []
