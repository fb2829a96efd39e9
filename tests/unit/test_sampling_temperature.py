"""HF155: sampling with a temperature of 0 or less (or an int other than 1).

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and Qwen3 stand-ins, all 28 releases
from 4.57.6 to 5.24.0): `generate(do_sample=True, temperature=0.0)` raises "`temperature` (=0.0) has
to be a strictly positive float, otherwise your next token scores will be invalid. If you're looking
for greedy decoding strategies, set `do_sample=False`."; -0.5, 2 and 0 raise the same without the last
sentence; so do a passed `GenerationConfig(do_sample=True, temperature=0.0)` (4.57.6 too, the gpt2
stand-in), an attribute write on the model's config under `do_sample=True`, beam sampling, an
assistant, a pipeline call and Qwen3 (its config samples) given `temperature=0.0` alone.
`temperature=1`, `1e-5`, `do_sample=False` with 0.0, and Whisper with 0.0 run. Qwen3 given a
`GenerationConfig(temperature=0.0)` (with or without `do_sample=True`) runs on 4.57.6 (the merge of
the model's defaults turns sampling off) and raises on 5.0.0 and 5.24.0.
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("hello", return_tensors="pt")
"""
QWEN3 = 'qwen = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")\n'
RELEASES = ["4.57.6", "5.0.0", "5.15.0", "5.23.0", "5.24.0"]
GREEDY_HINT = " If you're looking for greedy decoding strategies, set `do_sample=False`."


def run(body: str, release: str = "5.15.0"):
    return analysed.findings(HEAD + textwrap.dedent(body), "mnt.py", release)


def found(body: str, release: str = "5.15.0") -> list[tuple[int, str]]:
    return [(f.span.line, f.code) for f in run(body, release)]


@pytest.mark.parametrize("release", RELEASES)
def test_zero_temperature_with_sampling_raises_with_the_greedy_hint(release):
    (f,) = run("out = model.generate(**enc, do_sample=True, temperature=0.0, max_new_tokens=4)\n", release)
    assert f.code == "HF155" and f.severity.value == "error" and f.span.line == 6
    assert f.raises is not None and f.raises.type == "ValueError"
    assert f.raises.message == (
        "`temperature` (=0.0) has to be a strictly positive float, otherwise your next token scores will be invalid."
        + GREEDY_HINT
    )
    assert f.detail == (
        "temperature is set to 0.0 at line 6 and do_sample is set to True at line 6; sampling needs a temperature"
        " above 0 (do_sample=False for greedy decoding)"
    )
    assert [x.title for x in f.fixes] == ["Ignore HF155 on this line"]


@pytest.mark.parametrize("value, shown", [("-0.5", "-0.5"), ("2", "2"), ("0", "0")])
def test_negative_and_integer_temperatures_raise_without_the_hint(value, shown):
    (f,) = run(f"model.generate(**enc, do_sample=True, temperature={value}, max_new_tokens=4)\n")
    assert f.raises is not None
    assert f.raises.message == (
        f"`temperature` (={shown}) has to be a strictly positive float, otherwise your next token scores will be invalid."
    )


@pytest.mark.parametrize(
    "body, line",
    [
        ("cfg = GenerationConfig(do_sample=True, temperature=0.0)\nmodel.generate(**enc, generation_config=cfg)\n", 7),
        ("model.generation_config.temperature = 0.0\nmodel.generate(**enc, do_sample=True)\n", 7),
        ("model.generate(**enc, do_sample=True, num_beams=2, temperature=0.0)\n", 6),
        ('pipe = pipeline("text-generation", model=model, tokenizer=tok)\npipe("hi", do_sample=True, temperature=0.0)\n', 7),
        ("kw = {'do_sample': True, 'temperature': 0}\nmodel.generate(**enc, **kw)\n", 7),
        (QWEN3 + "qwen.generate(**enc, temperature=0.0)\n", 7),
    ],
)
def test_where_the_value_and_sampling_come_from(body, line):
    assert found(body, "5.24.0") == [(line, "HF155")]


def test_a_sweep_names_the_element():
    (f,) = run("for t in [0.0, 0.5]:\n    model.generate(**enc, do_sample=True, temperature=t)\n")
    assert f.code == "HF155" and f.span.line == 7
    assert "for t = 0.0" in f.detail


@pytest.mark.parametrize(
    "body",
    [
        "model.generate(**enc, do_sample=False, temperature=0.0)\n",
        "model.generate(**enc, temperature=0.0)\n",  # (gpt2 does not sample by default)
        "model.generate(**enc, do_sample=True, temperature=1)\n",
        "model.generate(**enc, do_sample=True, temperature=1e-5)\n",
        "import os\nmodel.generate(**enc, do_sample=os.environ.get('S') == '1', temperature=0.0)\n",
        "def f(m):\n    return m.generate(**enc, do_sample=True, temperature=0.0)\n",
        "GenerationConfig(do_sample=True, temperature=0.0)\n",  # (built without error; only generate raises)
        "from transformers import WhisperForConditionalGeneration\n"
        'w = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")\n'
        "w.generate(enc.input_ids, do_sample=True, temperature=0.0)\n",
    ],
)
@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
def test_silent(body, release):
    assert [c for _, c in found(body, release) if c == "HF155"] == []


@pytest.mark.parametrize("do_sample", ["", "do_sample=True, "])
def test_a_passed_zero_config_on_a_merging_checkpoint_runs_greedily_on_457(do_sample):
    body = QWEN3 + f"qwen.generate(**enc, generation_config=GenerationConfig({do_sample}temperature=0.0))\n"
    assert found(body, "4.57.6") == []
    assert found(body, "5.0.0") == [(7, "HF155")]
    assert found(body, "5.24.0") == [(7, "HF155")]


def test_the_catalog_message_reads_both_endings():
    from hflint.catalog import load_catalog

    fact = load_catalog().get("HF155").fact_for("5.24.0")
    short = "`temperature` (=-0.5) has to be a strictly positive float, otherwise your next token scores will be invalid."
    assert fact.message_pattern().match(short)
    assert fact.message_pattern().match(short.replace("-0.5", "0.0") + GREEDY_HINT)
    assert not fact.message_pattern().match(short + " If you're looking")


@pytest.mark.parametrize("value, hint", [("-0.5", ""), ("0.0", GREEDY_HINT)])
def test_a_log_of_either_ending_is_recognised_whole(value, hint):
    from hflint.catalog import load_catalog
    from hflint.recognise import recognise

    message = f"`temperature` (={value}) has to be a strictly positive float, otherwise your next token scores will be invalid."
    message += hint
    log = f'Traceback (most recent call last):\n  File "x.py", line 3, in <module>\nValueError: {message}\n'
    (f,) = recognise(log, load_catalog()).found
    assert f.code == "HF155" and f.complete and f.message == message


def test_a_log_cut_inside_the_hint_is_a_cut_message():
    from hflint.catalog import load_catalog
    from hflint.recognise import recognise

    cut = (
        "ValueError: `temperature` (=0.0) has to be a strictly positive float, otherwise your next token scores will"
        " be invalid. If you're lo..."
    )
    (f,) = recognise(cut + "\n", load_catalog()).found
    assert f.code == "HF155" and not f.complete


# Runs (h105's, TinyLlama stand-in, 4.57.6, 5.15.0, 5.23.0, 5.24.0): an int written on the model's
# generation config (`model.generation_config.temperature = 0`, or 2) stays an int, and generate with
# do_sample=True raises "(=0)" / "(=2)"; 1 with sampling, and 0 or 2 without it, run.
@pytest.mark.parametrize("release", ["4.57.6", "5.24.0"])
@pytest.mark.parametrize(
    "body, shown",
    [
        ("model.generation_config.temperature = 0\nmodel.generate(**enc, do_sample=True)\n", "0"),
        ("model.generation_config.temperature = 2\nmodel.generate(**enc, do_sample=True)\n", "2"),
        ("cfg = GenerationConfig(temperature=2)\nmodel.generate(**enc, do_sample=True, generation_config=cfg)\n", "2"),
    ],
)
def test_an_int_written_on_a_config_stays_an_int(body, shown, release):
    (f,) = run(body, release)
    assert f.code == "HF155" and f.span.line == 7
    assert f.raises is not None and f.raises.message.startswith(f"`temperature` (={shown}) has")


@pytest.mark.parametrize(
    "body",
    [
        "model.generation_config.temperature = 1\nmodel.generate(**enc, do_sample=True)\n",
        "model.generation_config.temperature = 0\nmodel.generate(**enc)\n",
        "model.generation_config.temperature = 2\nmodel.generate(**enc, do_sample=False)\n",
        "model.generation_config.temperature = '0'\nmodel.generate(**enc, do_sample=True)\n",  # (not modelled: unknown)
    ],
)
def test_an_int_written_on_a_config_silent(body):
    assert [c for _, c in found(body, "5.24.0") if c == "HF155"] == []
