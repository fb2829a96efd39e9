"""GenerationConfig.from_model_config(model.config) of a checkpoint whose config.json hflint knows
sets no generation field (catalog/checkpoints: `no_generation_fields`), and validate() calls.

Runs behind every expectation (tests/groundtruth/trial.py, stand-ins, 4.57.6, 5.15.0, 5.23.0,
5.24.0; fixtures from_model_config_known_ckpt_greedy.py, validate_greedy_several.py,
from_model_config_update_save.py and fp720-fp722): the rebuilt config decodes greedily unless
the script samples, so several return sequences raise at generate; sampling flags without
do_sample make save_pretrained refuse it; validate() raises the greedy error strict or not. A
local llama folder (config.json written by save_pretrained, generation_config.json with
do_sample true, which from_model_config does not read) raises the greedy error at validate() on
4.57.6, 5.15.0 and 5.24.0.
"""

from __future__ import annotations

import textwrap

import pytest

from hflint.core.engine import Settings, analyze

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""
RELEASES = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def run(body: str, release: str = "5.23.0", head: str = HEAD):
    return analysed.findings(head + textwrap.dedent(body), "fmc.py", release)


def found(body: str, release: str = "5.23.0", head: str = HEAD) -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release, head)]


GREEDY = """\
cfg = GenerationConfig.from_model_config(model.config)
cfg.num_return_sequences = 3
model.generate(**enc, generation_config=cfg, max_new_tokens=2)
"""


@pytest.mark.parametrize("release", RELEASES)
def test_rebuilt_config_of_known_checkpoint_is_greedy(release):
    [f] = run(GREEDY, release)
    assert (f.span.line, f.code) == (8, "HF138")
    assert "(got 3)" in f.message
    assert "do_sample is not set (greedy decoding)" in f.detail


def test_sampling_written_on_the_model_config_comes_along():
    body = "model.config.do_sample = True\n" + GREEDY
    assert found(body) == []


def test_unknown_checkpoint_stays_silent():
    head = HEAD.replace("openai-community/gpt2", "./runs/my-finetune")
    assert found(GREEDY, head=head) == []


def test_a_load_keyword_that_may_set_a_generation_field_stays_silent():
    loaded = 'model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")'
    head = HEAD.replace(loaded, loaded[:-1] + ", do_sample=True)")
    assert "do_sample=True)" in head
    # (on 5.x the load itself raises, HF142; the rebuilt config is not judged)
    assert [code for _, code in found(GREEDY, head=head)] in ([], ["HF142"])


def test_config_updated_with_an_unknown_dict_stays_silent():
    body = "model.config.update(load_overrides())\n" + GREEDY
    assert found(body) == []


@pytest.mark.parametrize("release", RELEASES)
def test_save_of_rebuilt_config_with_sampling_flags_is_refused(release):
    body = """\
    gc = GenerationConfig.from_model_config(model.config)
    gc.update(temperature=0.3)
    gc.save_pretrained("out")
    """
    [f] = run(body, release)
    assert (f.span.line, f.code) == (8, "HF136")
    assert "`temperature`" in f.message


@pytest.mark.parametrize("release", RELEASES)
def test_validate_greedy_several(release):
    body = """\
    gen = GenerationConfig(max_new_tokens=4)
    gen.num_return_sequences = 2
    gen.validate(strict=True)
    """
    [f] = run(body, release)
    assert (f.span.line, f.code) == (8, "HF138")
    assert "(got 2)" in f.message


def test_validate_of_beams_or_sampling_is_clean():
    body = """\
    gen = GenerationConfig(max_new_tokens=4)
    gen.num_beams = 4
    gen.num_return_sequences = 2
    gen.validate()
    other = GenerationConfig(max_new_tokens=4)
    other.do_sample = True
    other.num_return_sequences = 2
    other.validate()
    """
    assert found(body) == []


def test_validate_of_a_config_built_greedy_reports_the_construction_only():
    body = """\
    gen = GenerationConfig(num_return_sequences=2)
    gen.validate()
    """
    assert found(body) == [(6, "HF138")]


@pytest.mark.parametrize(
    "mutation",
    [
        "for k, v in load_overrides().items():\n    setattr(model.config, k, v)\n",
        "model.config.__dict__.update(load_overrides())\n",
        "vars(model.config).update(load_overrides())\n",
        "tune(model.config)\n",
        "setattr(model.config, pick_name(), True)\n",
        "c = model.config\nc.do_sample = True\n",
    ],
)
def test_model_config_written_in_ways_the_walk_cannot_read_stays_silent(mutation):
    assert found(mutation + GREEDY) == []


def _local(tmp_path, config: dict, gen: dict | None = None) -> list[tuple[int, str]]:
    import json

    folder = tmp_path / "ckpt"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config))
    if gen is not None:
        (folder / "generation_config.json").write_text(json.dumps(gen))
    script = tmp_path / "run.py"
    text = (
        "from transformers import AutoModelForCausalLM, GenerationConfig\n"
        "model = AutoModelForCausalLM.from_pretrained('./ckpt')\n"
        "cfg = GenerationConfig.from_model_config(model.config)\n"
        "cfg.num_return_sequences = 2\n"
        "cfg.validate()\n"
    )
    script.write_text(text)
    result = analyze(text, str(script), Settings(transformers_version="5.23.0", workspace=str(tmp_path)))
    assert result.internal_errors == []
    return [(f.span.line, f.code) for f in result.findings]


_LLAMA = {"model_type": "llama", "vocab_size": 128, "use_cache": True, "bos_token_id": 1, "eos_token_id": 2}


def test_local_folder_whose_config_sets_no_generation_field(tmp_path):
    assert _local(tmp_path, _LLAMA, {"do_sample": True}) == [(5, "HF138")]


def test_local_folder_whose_config_samples_stays_silent(tmp_path):
    assert _local(tmp_path, {**_LLAMA, "do_sample": True}) == []


def test_local_folder_of_another_model_type_stays_silent(tmp_path):
    assert _local(tmp_path, {**_LLAMA, "model_type": "my_custom_lm"}) == []


@pytest.mark.parametrize("release", RELEASES)
def test_update_asking_greedy_config_for_several_sequences(release):
    body = """\
    gen = GenerationConfig(max_new_tokens=4)
    gen.update(num_return_sequences=2)
    """
    [f] = run(body, release)
    assert (f.span.line, f.code) == (7, "HF138")
    assert "(got 2)" in f.message


def test_update_that_samples_or_is_opaque_is_clean():
    body = """\
    gen = GenerationConfig(max_new_tokens=4)
    gen.update(do_sample=True, num_return_sequences=2)
    other = GenerationConfig(max_new_tokens=4)
    other.update(**load_overrides())
    """
    assert found(body) == []


# ---------------------------------------------------------------- the config AutoConfig loads (h55)

AUTOCONFIG = """\
import tempfile

from transformers import AutoConfig, GenerationConfig

config = AutoConfig.from_pretrained({args})
gen = GenerationConfig.from_model_config(config)
gen.update(temperature=0.2)
with tempfile.TemporaryDirectory() as out:
    gen.save_pretrained(out)
"""


# `GenerationConfig.from_dict({**base.to_dict(), **overrides})` (h50_passk_greedy_sweep.py's
# idiom): the dict of a config known in full lists the fields hflint knows, the others hold the
# release's defaults, so the rebuilt config is known in full too (runs: fixtures
# fromdict_to_dict_overrides_greedy.py and fp823, 4.57.6, 5.15.0, 5.24.0: the greedy recipe raises
# at from_dict, the base written last puts back one sequence).
REBUILT = """\
base = GenerationConfig.from_model_config(model.config)
cfg = GenerationConfig.from_dict({**base.to_dict(), **overrides})
"""


@pytest.mark.parametrize("release", RELEASES)
def test_autoconfig_of_a_known_checkpoint_is_known_as_the_model_s_config(release):
    # (real runs: autoconfig_from_model_config_update_save.py raises at the save on all four)
    [f] = run(AUTOCONFIG.format(args='"HuggingFaceTB/SmolLM2-360M-Instruct"'), release, head="")
    assert (f.span.line, f.code) == (9, "HF136")
    shown = " ".join([f.message, f.detail or "", *(e.note for e in f.evidence)])
    assert "temperature=0.2" in shown


@pytest.mark.parametrize(
    "args",
    [
        '"HuggingFaceTB/SmolLM2-360M-Instruct", temperature=0.2',  # 4.57 keeps it, 5.x drops it (fp801)
        '"HuggingFaceTB/SmolLM2-360M-Instruct", trust_remote_code=True',
        '"HuggingFaceTB/SmolLM2-360M-Instruct", **overrides',
        '"HuggingFaceTB/SmolLM2-360M-Instruct", do_sample=read_flag()',
        '"Qwen/Qwen2.5-Coder-0.5B-Instruct"',  # config.json not quoted: the table does not say (fp802)
        '"./runs/my-finetune"',
    ],
)
def test_autoconfig_not_known_in_full_stays_silent(args):
    assert found(AUTOCONFIG.format(args=args), head="") == []


def test_autoconfig_with_use_cache_keeps_the_rest_known():
    assert found(AUTOCONFIG.format(args='"HuggingFaceTB/SmolLM2-360M-Instruct", use_cache=False'), head="") == [(9, "HF136")]


@pytest.mark.parametrize("release", RELEASES)
def test_a_rebuilt_dict_of_a_known_config_keeps_the_defaults(release):
    [f] = run("overrides = {'num_return_sequences': 3}\n" + REBUILT, release)
    assert (f.span.line, f.code) == (8, "HF138")


@pytest.mark.parametrize(
    "overrides",
    [
        "{'num_return_sequences': 3, 'do_sample': True}",
        "dict(json.loads(os.environ['OVERRIDES']), num_return_sequences=3)",
    ],
)
def test_a_rebuilt_dict_that_samples_or_has_keys_not_known_stays_silent(overrides):
    assert found(f"import json, os\noverrides = {overrides}\n" + REBUILT) == []


def test_the_defaults_of_a_dict_written_over_other_keys_stay_unknown():
    # (`{"num_return_sequences": 3, **base.to_dict()}`: the base's own count, 1, comes last)
    body = REBUILT.replace("{**base.to_dict(), **overrides}", "{'num_return_sequences': 3, **base.to_dict()}")
    assert found(body) == []
    updated = "import os\nbase = GenerationConfig.from_model_config(model.config)\nd = base.to_dict()\n"
    updated += "d.update(**dict(os.environ))\nd['num_return_sequences'] = 3\n"
    updated += "GenerationConfig.from_dict(d)\n"
    assert found(updated) == []
