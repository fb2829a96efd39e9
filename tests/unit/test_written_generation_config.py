"""Generation settings a script writes itself and reads back before a save or a trainer validates
them: a generation_config.json written with json.dump / write_text and loaded from its folder, a
settings table split by a generator expression unpacked into names, and hub checkpoints whose
generation_config.json the table now knows in full (Qwen3) or by the release that wrote it
(SmolLM2)."""

from __future__ import annotations

import pytest

import analysed

ALL = ["4.57.6", "5.15.0", "5.23.0", "5.24.0"]


def codes(source: str, release: str) -> list[str]:
    return [f.code for f in analysed.findings(source, "script.py", release)]


def only(source: str, release: str, code: str):
    found = [f for f in analysed.findings(source, "script.py", release) if f.code == code]
    assert len(found) == 1, [(f.code, f.message) for f in analysed.findings(source, "script.py", release)]
    return found[0]


WRITTEN = """\
import json
import os
import tempfile

from transformers import GenerationConfig

work = tempfile.mkdtemp()
with open(os.path.join(work, "generation_config.json"), "w") as fh:
    json.dump({SETTINGS}, fh)

gen = GenerationConfig.from_pretrained(work)
gen.max_new_tokens = 16
gen.save_pretrained(os.path.join(work, "out"))
"""


def written(settings: str) -> str:
    return WRITTEN.replace("{SETTINGS}", settings)


@pytest.mark.parametrize("release", ALL)
def test_written_file_without_do_sample_is_refused_at_the_save(release):
    finding = only(written('{"temperature": 0.4, "top_p": 0.9}'), release, "HF136")
    assert finding.span.line == 13
    assert finding.raises is not None
    assert "`temperature` is set to `0.4`" in finding.raises.message
    assert "`top_p` is set to `0.9`" in finding.raises.message
    # the evidence points at the line that wrote the file
    assert any(e.span.line == 9 and "in the generation_config.json the script wrote" in e.note for e in finding.evidence)


@pytest.mark.parametrize("release", ALL)
def test_written_file_that_samples_saves(release):
    assert "HF136" not in codes(written('{"do_sample": True, "temperature": 0.4, "top_p": 0.9}'), release)


@pytest.mark.parametrize("release", ALL)
def test_the_file_read_is_the_last_one_written(release):
    source = written('{"temperature": 0.4}').replace(
        "\ngen = ",
        '\nwith open(os.path.join(work, "generation_config.json"), "w") as fh:\n'
        '    json.dump({"temperature": 0.4, "do_sample": True}, fh)\ngen = ',
    )
    assert "HF136" not in codes(source, release)
    # and the other way round
    source = written('{"do_sample": True, "temperature": 0.4}').replace(
        "\ngen = ",
        '\nwith open(os.path.join(work, "generation_config.json"), "w") as fh:\n    json.dump({"temperature": 0.4}, fh)\ngen = ',
    )
    assert "HF136" in codes(source, release)


@pytest.mark.parametrize("release", ALL)
def test_a_file_written_on_one_branch_only_is_not_known(release):
    source = written('{"temperature": 0.4}').replace("with open(", "if os.environ.get('PRESET'):\n  with open(", 1)
    source = source.replace("\n    json.dump(", "\n      json.dump(", 1)
    assert "HF136" not in codes(source, release)


@pytest.mark.parametrize("release", ALL)
def test_a_file_of_data_the_walk_does_not_know_stays_silent(release):
    assert "HF136" not in codes(written('{"temperature": float(os.environ["T"])}'), release)
    assert "HF136" not in codes(written('json.loads(os.environ["PRESET"])'), release)


@pytest.mark.parametrize("release", ALL)
def test_another_folder_is_not_the_written_file(release):
    source = written('{"temperature": 0.4}').replace(
        "GenerationConfig.from_pretrained(work)", 'GenerationConfig.from_pretrained(os.path.join(work, "final"))'
    )
    assert "HF136" not in codes(source, release)


ROUNDTRIP = """\
import tempfile
from pathlib import Path

from transformers import GenerationConfig

with tempfile.TemporaryDirectory() as src, tempfile.TemporaryDirectory() as dst:
    (Path(src) / "generation_config.json").write_text('{TEXT}')
    cfg = GenerationConfig.from_pretrained(src)
    cfg.save_pretrained(dst)
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0"])
def test_unchanged_written_file_is_refused_before_5_23(release):
    finding = only(ROUNDTRIP.replace("{TEXT}", '{"bos_token_id": 1, "eos_token_id": 2, "top_k": 20}'), release, "HF136")
    assert finding.span.line == 9
    assert "`top_k` is set to `20`" in finding.raises.message


@pytest.mark.parametrize("release", ["5.23.0", "5.24.0"])
def test_unchanged_written_file_saves_from_5_23(release):
    # (5.23 validates strictly only a loaded config the script changed)
    assert "HF136" not in codes(ROUNDTRIP.replace("{TEXT}", '{"bos_token_id": 1, "eos_token_id": 2, "top_k": 20}'), release)


@pytest.mark.parametrize("release", ALL)
def test_written_text_that_is_not_a_json_object_stays_silent(release):
    assert "HF136" not in codes(ROUNDTRIP.replace("{TEXT}", "[1, 2]"), release)
    assert "HF136" not in codes(ROUNDTRIP.replace("{TEXT}", "top_k: 20"), release)


SEQ2SEQ = """\
import json
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, Seq2SeqTrainer, Seq2SeqTrainingArguments

work = tempfile.mkdtemp()
gen_dir = os.path.join(work, "eval_generation")
with open(os.path.join(gen_dir, "generation_config.json"), "w") as fh:
    json.dump({SETTINGS}, fh)
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
args = Seq2SeqTrainingArguments(output_dir=work, predict_with_generate=True, generation_config=gen_dir)
trainer = Seq2SeqTrainer(model=model, args=args)
"""


@pytest.mark.parametrize("release", ALL)
def test_trainer_arguments_naming_the_written_folder(release):
    finding = only(SEQ2SEQ.replace("{SETTINGS}", '{"max_new_tokens": 12, "length_penalty": 0.8}'), release, "HF167")
    assert finding.span.line == 13
    assert "`length_penalty` is set to `0.8`" in finding.raises.message
    assert finding.raises.message.endswith("Fix these issues to train your model.")
    clean = SEQ2SEQ.replace("{SETTINGS}", '{"max_new_tokens": 12, "num_beams": 4, "length_penalty": 0.8}')
    assert "HF167" not in codes(clean, release)


TABLE = '''\
import tempfile

from transformers import GenerationConfig

TABLE = """
num_beams = 3
max_new_tokens = 24
early_stopping = {VALUE}
"""

gen = GenerationConfig()
for row in TABLE.strip().splitlines():
    key, value = (part.strip() for part in row.split("="))
    setattr(gen, key, int(value) if value.isdigit() else value)

with tempfile.TemporaryDirectory() as out_dir:
    gen.save_pretrained(out_dir)
'''


@pytest.mark.parametrize("release", ALL)
def test_generator_expression_unpacked_into_names(release):
    finding = only(TABLE.replace("{VALUE}", "true"), release, "HF164")
    assert finding.span.line == 17
    assert finding.raises.message.startswith("`early_stopping` must be a boolean or 'never', but is true.")
    assert "HF164" not in codes(TABLE.replace("{VALUE}", "never"), release)


@pytest.mark.parametrize("release", ALL)
def test_generator_unpacked_elsewhere_than_a_plain_assignment_is_as_before(release):
    # a generator expression assigned to one name is a generator, not its elements
    source = TABLE.replace(
        '    key, value = (part.strip() for part in row.split("="))\n',
        "    parts = (p.strip() for p in row.split('='))\n    key, value = parts\n",
    )
    assert "HF164" not in codes(source, release)


QWEN3 = """\
import tempfile

from transformers import GenerationConfig

greedy = GenerationConfig.from_pretrained("Qwen/Qwen3-0.6B")
greedy.do_sample = False
{MORE}
with tempfile.TemporaryDirectory() as out_dir:
    greedy.save_pretrained(out_dir)
"""


@pytest.mark.parametrize("release", ALL)
def test_qwen3_generation_config_known_in_full(release):
    finding = only(QWEN3.replace("{MORE}", ""), release, "HF136")
    message = finding.raises.message
    assert "`temperature` is set to `0.6`" in message
    assert "`top_p` is set to `0.95`" in message
    assert "`top_k` is set to `20`" in message
    unset = "greedy.temperature = 1.0\ngreedy.top_p = 1.0\ngreedy.top_k = 50"
    assert "HF136" not in codes(QWEN3.replace("{MORE}", unset), release)
    assert "HF136" not in codes(
        QWEN3.replace("greedy.do_sample = False", "greedy.max_new_tokens = 8").replace("{MORE}", ""), release
    )


SMOLLM2 = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
config = GenerationConfig(do_sample=True, temperature=0.8, max_new_tokens=6)
config.update(temperature={T})
model.generate(**tok("Hi", return_tensors="pt"), generation_config=config)
"""


def test_smollm2_written_before_4_50_keeps_a_passed_zero_temperature_on_4_57():
    # (4.57 merges the model's defaults, and turns sampling off for a zero temperature, only when the
    # model's generation_config.json was written by 4.50 or later; SmolLM2's says 4.42.3)
    finding = only(SMOLLM2.replace("{T}", "0.0"), "4.57.6", "HF155")
    assert finding.span.line == 8
    assert finding.raises.message.startswith("`temperature` (=0.0) has to be a strictly positive float")
    assert "HF155" not in codes(SMOLLM2.replace("{T}", "0.3"), "4.57.6")
