"""A checkpoint folder without generation_config.json: `GenerationConfig.from_model_config` copies
the generation fields its config.json sets into the model's generation config (runs on 4.57.6,
5.0.0, 5.13.1, 5.14.0, 5.15.0, 5.23.0 and 5.24.0 with a tiny BART folder whose config.json sets
`num_beams: 4`: `model.generation_config.num_beams` is 4, a batch of two with an assistant runs
clean on 5.x as beam search, `num_return_sequences=2` runs clean everywhere)."""

from __future__ import annotations

import json

import pytest

from hflint.core.checkpoints import clear_cache
from hflint.core.engine import Settings, analyze

SCRIPT = """from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("./summariser")
draft = AutoModelForSeq2SeqLM.from_pretrained("./summariser")
batch = tokenizer(["one text", "another text"], return_tensors="pt", padding=True)
model.generate(**batch, assistant_model=draft, max_new_tokens=8)
model.generate(**batch, num_return_sequences=2, max_new_tokens=8)
"""

BASE = {"model_type": "bart", "is_encoder_decoder": True, "vocab_size": 50264}


def _run(tmp_path, config: dict, release: str, generation_config: dict | None = None):
    folder = tmp_path / "summariser"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config, indent=2))
    if generation_config is not None:
        (folder / "generation_config.json").write_text(json.dumps(generation_config, indent=2))
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    clear_cache()
    result = analyze(SCRIPT, str(script), Settings(transformers_version=release, workspace=str(tmp_path)))
    assert result.internal_errors == []
    return result


@pytest.mark.parametrize("release", ["5.15.0", "5.23.0", "5.24.0"])
def test_config_json_beams_reach_the_generation_config(tmp_path, release):
    result = _run(tmp_path, dict(BASE, num_beams=4, early_stopping=True), release)
    assert [(f.span.line, f.code) for f in result.findings] == [(7, "HF109")]
    (finding,) = result.findings
    assert "num_beams is set to 4 at" in finding.message and "config.json:" in finding.message
    assert any(
        (e.path or "").endswith("config.json") and "has no generation_config.json: num_beams comes from config.json (4)" in e.note
        for e in finding.evidence
    )


def test_on_4_57_the_beams_hand_the_draft_to_forward(tmp_path):
    # (4.57's beam search passes `assistant_model` on to BART's forward, which raises TypeError:
    # HF124; run with a tiny BART folder whose config.json sets num_beams 4)
    result = _run(tmp_path, dict(BASE, num_beams=4), "4.57.6")
    assert sorted((f.span.line, f.code) for f in result.findings) == [(7, "HF109"), (7, "HF124")]
    hf124 = next(f for f in result.findings if f.code == "HF124")
    assert "BartForConditionalGeneration.forward() got an unexpected keyword argument 'assistant_model'" in hf124.message


@pytest.mark.parametrize("config", [dict(BASE), dict(BASE, num_beams=None)], ids=["unset", "null"])
def test_without_generation_fields_the_defaults_hold(tmp_path, config):
    # (from_model_config drops a None: the default holds, 4.57.6 to 5.24.0)
    result = _run(tmp_path, config, "5.23.0")
    assert sorted((f.span.line, f.code) for f in result.findings) == [(7, "HF106"), (8, "HF138")]


def test_a_generation_config_json_wins_over_config_json(tmp_path):
    # (from_pretrained reads generation_config.json alone when there is one)
    result = _run(tmp_path, dict(BASE, num_beams=4), "5.23.0", generation_config={"decoder_start_token_id": 2})
    assert sorted((f.span.line, f.code) for f in result.findings) == [(7, "HF106"), (8, "HF138")]


def test_a_field_only_a_sub_config_sets_is_unknown(tmp_path):
    # (from_model_config copies it when the top level leaves it unset; hflint does not follow that:
    # HF138 stays silent, HF106 keeps taking an unknown num_beams for one beam, as for any checkpoint)
    result = _run(tmp_path, dict(BASE, decoder={"num_beams": 4, "num_return_sequences": 2}), "5.23.0")
    assert [(f.span.line, f.code) for f in result.findings] == [(7, "HF106")]
