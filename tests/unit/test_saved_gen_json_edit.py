"""A generation_config.json the script edits in a folder it saved a model to (json.load of the
saved file, a change, json.dump back): from_pretrained(folder) builds the config from the edited
file, and the constructor's checks run at that load (h153's runs, 4.57.6 to 5.24.0)."""

from __future__ import annotations

import pytest

import analysed

HEAD = """import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("{name}")
out = tempfile.mkdtemp()
model.save_pretrained(out)
path = os.path.join(out, "generation_config.json")
settings = json.load(open(path))
"""


def _codes(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "train.py", release)]


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
def test_misspelt_cache_written_into_saved_folder_is_refused_at_the_load(release):
    source = HEAD.format(name="HuggingFaceTB/SmolLM2-135M") + (
        'settings["cache_implementation"] = "statc"\n'
        'json.dump(settings, open(path, "w"))\n'
        "reloaded = AutoModelForCausalLM.from_pretrained(out)\n"
        'print(reloaded.generate(**tok("hello", return_tensors="pt")))\n'
    )
    assert _codes(source, release) == [("HF112", 15)]


def test_greedy_returns_written_into_saved_folder_are_refused_where_the_config_loads():
    source = HEAD.format(name="HuggingFaceTB/SmolLM2-135M") + (
        "settings.update(max_new_tokens=6, num_return_sequences=2)\n"
        'json.dump(settings, open(path, "w"))\n'
        "gen = GenerationConfig.from_pretrained(out)\n"
        'print(model.generate(**tok("hello", return_tensors="pt"), generation_config=gen))\n'
    )
    # (the generate line after it, which the load's error keeps from running, is reported too)
    assert _codes(source, "5.23.0")[0] == ("HF138", 15)


def test_the_same_edit_with_sampling_is_clean():
    source = HEAD.format(name="HuggingFaceTB/SmolLM2-135M") + (
        "settings.update(max_new_tokens=6, num_return_sequences=2, do_sample=True)\n"
        'json.dump(settings, open(path, "w"))\n'
        "reloaded = AutoModelForCausalLM.from_pretrained(out)\n"
        'print(reloaded.generate(**tok("hello", return_tensors="pt")))\n'
    )
    assert _codes(source, "5.23.0") == []


def test_an_edit_of_a_saved_config_known_only_in_part_claims_nothing():
    # (a local folder hflint knows nothing of: the saved file may set do_sample or beams)
    source = HEAD.format(name="./my-finetune") + (
        "settings.update(num_return_sequences=2)\n"
        'json.dump(settings, open(path, "w"))\n'
        "reloaded = AutoModelForCausalLM.from_pretrained(out)\n"
        'print(reloaded.generate(**tok("hello", return_tensors="pt")))\n'
    )
    assert _codes(source, "5.23.0") == []


def test_a_file_written_over_the_saved_one_replaces_what_was_saved():
    source = HEAD.format(name="HuggingFaceTB/SmolLM2-360M").replace("settings = json.load(open(path))\n", "") + (
        "import sys\n"
        'model.generation_config.cache_implementation = "static"\n'
        "model.save_pretrained(out)\n"
        'open(path, "w").write(open(sys.argv[1]).read())\n'
        "reloaded = AutoModelForCausalLM.from_pretrained(out)\n"
        'draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")\n'
        'print(reloaded.generate(**tok("hello", return_tensors="pt"), assistant_model=draft))\n'
    )
    assert _codes(source, "5.15.0") == []
