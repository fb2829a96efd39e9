"""HF146: a keyword generate rejects as no generation setting, generate parameter or model input
(the runs behind each case: catalog/HF146.toml, tests/fixtures/*/unknown_kw_*, fp864-fp871)."""

from __future__ import annotations

import pytest

from hflint.core import genkeys
from hflint.core.engine import Settings, analyze

import analysed

MESSAGE = (
    "The following `model_kwargs` are not used by the model: {} "
    "(note: typos in the generate arguments will also show up in this list)"
)
LOAD = (
    "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
    "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "enc = tok('hi', return_tensors='pt')\n"
)


def _findings(text: str, release: str = "5.23.0"):
    found = analysed.findings(text, "script.py", release)
    return [f for f in found if f.code == "HF146"]


def _apply(text: str, fix) -> str:
    lines = text.split("\n")
    for e in sorted(fix.edits, key=lambda e: (e.span.line, e.span.col), reverse=True):
        assert e.span.line == e.span.end_line
        line = lines[e.span.line - 1]
        lines[e.span.line - 1] = line[: e.span.col] + e.new_text + line[e.span.end_col :]
    return "\n".join(lines)


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.15.0", "5.24.0"])
def test_misspelt_setting_is_an_error_with_the_message_and_a_rename(release):
    text = LOAD + "out = model.generate(**enc, do_sample=True, temprature=0.7, max_new_tokens=4)\n"
    [f] = _findings(text, release)
    assert f.severity.value == "error"
    assert f.span.line == 5
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message == MESSAGE.format("['temprature']")
    assert "`temprature` looks like `temperature`" in f.message
    rename = [x for x in f.fixes if x.title == "Rename `temprature` to `temperature`"]
    assert len(rename) == 1
    assert "temperature=0.7" in _apply(text, rename[0]).split("\n")[4]


def test_every_rejected_name_is_in_the_message_in_call_order():
    text = LOAD + "model.generate(**enc, num_beam=2, stream_output=True, max_new_tokens=4)\n"
    [f] = _findings(text)
    assert f.raises is not None and f.raises.message == MESSAGE.format("['num_beam', 'stream_output']")


def test_a_key_in_a_spread_dict_is_renamed_where_it_is_written():
    text = LOAD + "CFG = {'num_beam': 2, 'max_new_tokens': 4}\nmodel.generate(**enc, **CFG)\n"
    [f] = _findings(text)
    assert f.span.line == 6
    [rename] = [x for x in f.fixes if x.title.startswith("Rename")]
    assert _apply(text, rename).split("\n")[4] == "CFG = {'num_beams': 2, 'max_new_tokens': 4}"


def test_several_candidates_get_no_rename():
    text = LOAD + "model.generate(**enc, top_n=5, max_new_tokens=4)\n"
    [f] = _findings(text)
    assert not [x for x in f.fixes if x.title.startswith("Rename")]
    assert "`top_n` looks like one of `top_h`, `top_k`, `top_p`" in f.message
    # (top_h is a setting from 5.0)
    [f] = _findings(text, "4.57.6")
    assert "`top_n` looks like one of `top_k`, `top_p`" in f.message


@pytest.mark.parametrize(
    "call",
    [
        # model inputs, decoder inputs, generate's own parameters, None values
        "model.generate(input_ids=enc['input_ids'], attention_mask=enc['attention_mask'], max_new_tokens=4)",
        "model.generate(**enc, token_type_ids=None, position_ids=None, max_new_tokens=4)",
        "model.generate(**enc, temprature=None, max_new_tokens=4)",
        "model.generate(**enc, streamer=None, synced_gpus=False, max_new_tokens=4)",
        "model.generate(**enc, output_attentions=True, return_dict_in_generate=True, max_new_tokens=4)",
    ],
)
def test_known_names_are_silent(call):
    assert _findings(LOAD + call + "\n") == []


def test_a_custom_entry_of_the_generation_config_is_taken():
    text = LOAD + "model.generation_config.temprature = 0.7\nmodel.generate(**enc, temprature=0.5, max_new_tokens=4)\n"
    assert _findings(text) == []


def test_remote_code_is_silent():
    text = (
        "from transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained('org/name', trust_remote_code=True)\n"
        "model.generate(max_new_tokens=4, temprature=0.5, stream_output=False)\n"
    )
    assert _findings(text) == []


def test_with_peft_only_misspellings_are_reported():
    text = (
        "from peft import PeftModel\n"
        + LOAD
        + "model = PeftModel.from_pretrained(model, 'adapter')\n"
        + "model.generate(**enc, adapter_names=['a'], my_option=1, max_new_tokens=4)\n"
        + "model.generate(**enc, temprature=0.5, max_new_tokens=4)\n"
    )
    assert [f.span.line for f in _findings(text)] == [8]


def test_a_setting_a_release_removed_is_unknown_there_only():
    # (return_legacy_cache: a generation setting until 4.57, rejected from 5.0; h30_return_legacy_cache)
    # The same error is HF151's there, which names the release that removed the option: one finding.
    text = LOAD + "model.generate(**enc, return_legacy_cache=True, max_new_tokens=4)\n"
    assert _findings(text, "4.57.6") == []
    result = analyze(text, "script.py", Settings(transformers_version="5.0.0"))
    [f] = result.findings
    assert f.code == "HF151"
    assert f.raises is not None and f.raises.message == MESSAGE.format("['return_legacy_cache']")


def test_near_misspellings():
    assert genkeys.meant("temprature") == ("temperature",)
    assert genkeys.meant("Max_new_tokens") == ("max_new_tokens",)
    assert genkeys.meant("num_beam") == ("num_beams",)
    assert genkeys.meant("repetiton_penalty") == ("repetition_penalty",)
    assert genkeys.meant("stream_output") == ()
    assert genkeys.meant("temperature") == ()


def test_a_subclass_of_the_script_may_take_its_own_keywords():
    text = (
        "from transformers import AutoTokenizer, GPT2LMHeadModel\n"
        "class Chatty(GPT2LMHeadModel):\n"
        "    def forward(self, *args, style_vector=None, **kwargs):\n"
        "        return super().forward(*args, **kwargs)\n"
        "model = Chatty.from_pretrained('openai-community/gpt2')\n"
        "model.generate(style_vector=1.0, max_new_tokens=3)\n"
        "plain = GPT2LMHeadModel.from_pretrained('openai-community/gpt2')\n"
        "plain.generate(style_vector=1.0, max_new_tokens=3)\n"
    )
    assert [f.span.line for f in _findings(text)] == [8]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "from transformers import pipeline\n"
            "pipe = pipeline('text-generation', model='openai-community/gpt2')\n"
            "pipe('hi', generate_kwargs={'max_new_tokens': 4})\n",
            "HF123",
        ),
        (
            LOAD + "from transformers import DynamicCache\nmodel.generate(**enc, cache=DynamicCache(), max_new_tokens=4)\n",
            "HF122",
        ),
    ],
)
def test_the_keys_of_hf122_and_hf123_are_theirs(text, code):
    result = analyze(text, "script.py", Settings(transformers_version="5.23.0"))
    assert [f.code for f in result.findings] == [code]


# (runs: `pipeline("text-generation", model=..., framework="pt")` then a call raises this error
# with ['framework'] on 5.0.0 to 5.24.0 and runs clean on 4.57.6; a speech-recognition pipeline
# likewise on 5.1.0 to 5.24.0, 5.0.0's failing before generate; the pipeline built and not called
# runs clean everywhere)
FRAMEWORK = (
    "from transformers import pipeline\n"
    'gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M", framework="pt")\n'
    'print(gen("hi", max_new_tokens=2))\n'
)


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.20.2", "5.24.0"])
def test_framework_given_to_a_5x_pipeline_reaches_generate(release):
    (finding,) = _findings(FRAMEWORK, release)
    assert finding.span.line == 3 and finding.severity.value == "error"
    assert finding.raises is not None and finding.raises.message == MESSAGE.format("['framework']")
    assert "5.0 took `framework` out of pipeline()'s arguments" in finding.message


def test_framework_is_pipelines_own_argument_in_4_57_and_none_is_never_rejected():
    assert _findings(FRAMEWORK, "4.57.6") == []
    assert _findings(FRAMEWORK.replace('framework="pt"', "framework=None"), "5.24.0") == []
    assert _findings(FRAMEWORK.replace('print(gen("hi", max_new_tokens=2))\n', ""), "5.24.0") == []


# GenerationConfig.update() sets only the attributes the config has and hands back the rest (every
# release, 4.57.6 to 5.24.0: tests/fixtures/flagged/h75_update_*, fp953-fp957): a name given only to
# a generation config's update() is no custom entry, so generate still rejects it.
@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize(
    "lines",
    [
        "unused = model.generation_config.update(max_new_tokens=4, run_tag='x')\nmodel.generate(**enc, **unused)\n",
        "model.generation_config.update(max_new_tokens=4, run_tag='x')\nmodel.generate(**enc, run_tag='x')\n",
        "gc = model.generation_config\ngc.update(run_tag='x')\nmodel.generate(**enc, run_tag='x')\n",
        "import copy\ngc = copy.deepcopy(model.generation_config)\nrest = gc.update(run_tag='x')\n"
        "model.generate(**enc, generation_config=gc, **rest)\n",
        "from transformers import GenerationConfig\ncfg = GenerationConfig(max_new_tokens=4)\n"
        "extra = cfg.update(run_tag='x')\nmodel.generate(**enc, generation_config=cfg, **extra)\n",
    ],
)
def test_a_name_only_a_generation_config_update_took_is_still_rejected(lines, release):
    [f] = _findings(LOAD + lines, release)
    assert f.raises is not None and f.raises.message == MESSAGE.format("['run_tag']")


@pytest.mark.parametrize(
    "lines",
    [
        # (the constructor keeps an unknown keyword as an attribute; update then sets it)
        "from transformers import GenerationConfig\ncfg = GenerationConfig(run_tag='x')\ncfg.update(run_tag='y')\n"
        "model.generate(**enc, generation_config=cfg, run_tag='y')\n",
        # (a dict's update, the dict then made into a config)
        "from transformers import GenerationConfig\nd = {}\nd.update(run_tag='x')\n"
        "model.generate(**enc, generation_config=GenerationConfig(**d), run_tag='x')\n",
        # (the receiver may be something else on some binding: the text cannot say it is a config)
        "import sys\ngc = model.generation_config if sys.argv[1:] else sys.modules\ngc.update(run_tag='x')\n"
        "model.generate(**enc, run_tag='x')\n",
        "def tune(gc):\n    gc.update(run_tag='x')\ntune(model.generation_config)\nmodel.generate(**enc, run_tag='x')\n",
        # (5.x: allow_custom_entries=True makes the entry)
        "model.generation_config.update(run_tag='x', allow_custom_entries=True)\nmodel.generate(**enc, run_tag='x')\n",
    ],
)
def test_an_update_that_may_make_the_entry_stays_silent(lines):
    assert _findings(LOAD + lines, "5.24.0") == []


def test_an_attribute_named_generation_config_holding_a_dict_keeps_update_silent():
    # (a class of the script's own keeps a dict there: its update sets any key)
    text = LOAD + (
        "class Runner:\n"
        "    def __init__(self):\n"
        "        self.generation_config = {'max_new_tokens': 4}\n"
        "r = Runner()\n"
        "r.generation_config.update(run_tag='x')\n"
        "model.generate(**enc, run_tag='x')\n"
    )
    assert _findings(text, "5.24.0") == []
    assert len(_findings(text.replace("{'max_new_tokens': 4}", "model.generation_config"), "5.24.0")) == 1


@pytest.mark.parametrize(("release", "rejected"), [("4.57.6", 1), ("5.0.0", 0), ("5.24.0", 0)])
def test_allow_custom_entries_makes_the_entry_only_from_5_0(release, rejected):
    # (4.57's update() has no such parameter: one more keyword it hands back, and nothing is set)
    text = LOAD + "model.generation_config.update(run_tag='x', allow_custom_entries=True)\nmodel.generate(**enc, run_tag='x')\n"
    assert len(_findings(text, release)) == rejected
    spread = (
        LOAD + "rest = model.generation_config.update(run_tag='x', allow_custom_entries=True)\nmodel.generate(**enc, **rest)\n"
    )
    found = _findings(spread, release)
    assert len(found) == rejected
    if found:
        assert found[0].raises is not None
        assert found[0].raises.message == MESSAGE.format("['run_tag', 'allow_custom_entries']")
