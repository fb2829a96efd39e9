"""HF319: generation settings the script wrote on `model.config`, which 5.x's generate refuses
when it is given no generation config (runs: catalog/HF319.toml, h146's corpus scripts)."""

from __future__ import annotations

import analysed

HEAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("the quick brown fox", return_tensors="pt")
"""


def _codes(source: str, release: str = "5.24.0") -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in analysed.findings(HEAD + source, "script.py", release)]


def test_attribute_written_on_model_config_raises_on_5x():
    found = analysed.findings(HEAD + "model.config.num_beams = 3\nmodel.generate(**enc, max_new_tokens=4)\n", "s.py", "5.0.0")
    assert [(f.code, f.severity.value) for f in found] == [("HF319", "error")]
    assert "{'num_beams': 3}" in found[0].message
    assert "`num_beams` is set on the model's config" in found[0].message


def test_config_update_with_a_known_dict_raises_and_lists_the_values_in_transformers_order():
    found = analysed.findings(
        HEAD + 'model.config.update({"no_repeat_ngram_size": 3, "max_length": 16})\nmodel.generate(**enc)\n', "s.py", "5.24.0"
    )
    assert [f.code for f in found] == ["HF319"]
    assert "{'max_length': 16, 'no_repeat_ngram_size': 3}" in found[0].message


def test_silent_on_4_57_which_copies_the_settings():
    assert _codes("model.config.num_beams = 3\nmodel.generate(**enc, max_new_tokens=4)\n", "4.57.6") == []


def test_silent_when_a_generation_config_is_passed():
    src = "model.config.num_beams = 3\nmodel.generate(**enc, generation_config=model.generation_config, max_new_tokens=4)\n"
    assert _codes(src) == []


def test_silent_for_fields_the_check_does_not_look_for():
    src = (
        "model.config.use_cache = False\nmodel.config.pad_token_id = 0\nmodel.config.max_new_tokens = 8\n"
        "model.config.num_beams = None\nmodel.generate(**enc, max_new_tokens=4)\n"
    )
    assert _codes(src) == []


def test_silent_when_only_one_path_writes_it():
    src = (
        "import os\nif os.environ.get('LEGACY') == '1':\n    model.config.num_beams = 3\n"
        "model.generate(**enc, max_new_tokens=4)\n"
    )
    assert _codes(src) == []


def test_silent_for_a_model_type_with_its_own_generate():
    src = """
from transformers import WhisperForConditionalGeneration
import torch

model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")
model.config.max_length = 20
model.generate(torch.zeros(1, 80, 3000), max_new_tokens=4)
"""
    assert [f.code for f in analysed.findings(src, "s.py", "5.24.0") if f.code == "HF319"] == []
