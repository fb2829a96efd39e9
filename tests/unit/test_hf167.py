"""HF167: Seq2SeqTrainer(...) validating the generation config of its arguments, read from a folder.

Runs (trial.py, 4.57.6, 5.15.0, 5.23.0, 5.24.0; h91): a folder whose generation_config.json sets
a temperature without do_sample, given as `Seq2SeqTrainingArguments(generation_config=folder)`,
stops `Seq2SeqTrainer(...)` with the issue list and "Fix these issues to train your model."; the
same folder with `"do_sample": true` builds the trainer."""

from __future__ import annotations

import json

import pytest

from hflint.core.engine import Settings, analyze

SCRIPT = (
    "from transformers import AutoModelForSeq2SeqLM, Seq2SeqTrainer, Seq2SeqTrainingArguments\n"
    "model = AutoModelForSeq2SeqLM.from_pretrained('t5-small')\n"
    "args = Seq2SeqTrainingArguments(output_dir='out', predict_with_generate=True, generation_config='eval_gen')\n"
    "trainer = Seq2SeqTrainer(model=model, args=args)\n"
)


def _run(tmp_path, gen: dict, release: str = "5.23.0"):
    from hflint.core.checkpoints import clear_cache

    clear_cache()
    folder = tmp_path / "eval_gen"
    folder.mkdir()
    (folder / "generation_config.json").write_text(json.dumps(gen, indent=2))
    script = tmp_path / "train.py"
    script.write_text(SCRIPT)
    return analyze(SCRIPT, str(script), Settings(transformers_version=release, workspace=str(tmp_path)))


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
def test_folder_with_a_greedy_temperature_is_reported(tmp_path, release):
    result = _run(tmp_path, {"max_new_tokens": 6, "temperature": 0.3, "transformers_version": "4.57.1"}, release)
    (finding,) = result.findings
    assert finding.code == "HF167" and finding.span.line == 4
    assert finding.raises is not None
    assert "`temperature` is set to `0.3`" in finding.raises.message
    assert finding.raises.message.endswith("\n\nFix these issues to train your model.")
    assert any(e.path.endswith("generation_config.json") for e in finding.evidence)


def test_folder_that_samples_is_clean(tmp_path):
    assert _run(tmp_path, {"max_new_tokens": 6, "do_sample": True, "temperature": 0.3}).findings == []


def test_folder_with_a_field_hflint_does_not_read_stays_silent(tmp_path):
    gen = {"temperature": 0.3, "watermarking_config": {"greenlist_ratio": 0.25}}
    assert _run(tmp_path, gen).findings == []


def test_folder_with_eos_list_is_still_known(tmp_path):
    gen = {"eos_token_id": [1, 2], "top_p": 0.9, "transformers_version": "5.0.0"}
    (finding,) = _run(tmp_path, gen).findings
    assert finding.code == "HF167" and "`top_p`" in (finding.raises.message if finding.raises else "")
