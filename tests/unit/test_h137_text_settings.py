"""Generation settings given as text (h137): min_length (HF311), min_new_tokens (HF312),
length_penalty (HF313), min_p (HF314), epsilon/eta cutoffs (HF315), max_time (HF316),
guidance_scale (HF317), num_return_sequences (HF318), and num_beams in a passed GenerationConfig or
an attribute write (HF305)."""

from __future__ import annotations

import pytest

import analysed

HEAD = """import argparse
import os

from transformers import AutoModelForCausalLM, AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
enc = tok("Once upon a time", return_tensors="pt")
"""

RELEASES = ["4.57.6", "5.24.0"]


def _found(body: str, release: str = "5.24.0") -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in analysed.findings(HEAD + body, "script.py", release)]


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    ("code", "body"),
    [
        ("HF311", 'out = model.generate(**enc, min_length=os.environ.get("MIN_LENGTH", "6"), max_new_tokens=4)\n'),
        ("HF311", 'out = model.generate(**enc, min_length="0", do_sample=True, max_new_tokens=4)\n'),
        ("HF312", 'out = model.generate(**enc, min_new_tokens=os.getenv("MIN_NEW", "2"), max_new_tokens=4)\n'),
        ("HF313", 'out = model.generate(**enc, num_beams=2, length_penalty=os.getenv("LP", "2.0"), max_new_tokens=4)\n'),
        ("HF313", 'out = model.generate(**enc, num_beams=2, do_sample=True, length_penalty="1.0", max_new_tokens=4)\n'),
        ("HF314", 'out = model.generate(**enc, do_sample=True, min_p=os.getenv("MIN_P", "0.1"), max_new_tokens=4)\n'),
        ("HF315", 'out = model.generate(**enc, do_sample=True, epsilon_cutoff="0.0003", max_new_tokens=4)\n'),
        ("HF315", 'out = model.generate(**enc, do_sample=True, eta_cutoff=os.getenv("ETA", "0.0"), max_new_tokens=4)\n'),
        ("HF316", 'out = model.generate(**enc, max_time=os.getenv("MAX_TIME", "5"), max_new_tokens=4)\n'),
        ("HF316", 'out = model.generate(**enc, num_beams=2, max_time="5", max_new_tokens=4)\n'),
        ("HF317", 'out = model.generate(**enc, guidance_scale=os.getenv("SCALE", "1.5"), max_new_tokens=4)\n'),
        ("HF317", 'out = model.generate(**enc, guidance_scale="1.0", do_sample=True, max_new_tokens=4)\n'),
        ("HF318", 'out = model.generate(**enc, do_sample=True, num_return_sequences=os.getenv("N", "2"), max_new_tokens=4)\n'),
        ("HF318", 'out = model.generate(**enc, num_beams=2, num_return_sequences="2", max_new_tokens=4)\n'),
    ],
)
def test_a_setting_given_as_text_is_an_error(code: str, body: str, release: str) -> None:
    assert (code, "error") in _found(body, release)


@pytest.mark.parametrize(
    ("code", "body"),
    [
        # a passed GenerationConfig keeps the text (the typed settings made it unknown)
        ("HF311", 'gc = GenerationConfig(min_length="6", max_new_tokens=4)\nout = model.generate(**enc, generation_config=gc)\n'),
        (
            "HF313",
            'gc = GenerationConfig(num_beams=2, length_penalty="2.0", max_new_tokens=4)\n'
            "out = model.generate(**enc, generation_config=gc)\n",
        ),
        # an attribute written on the model's config
        (
            "HF316",
            'model.generation_config.max_time = os.environ.get("T", "30")\nout = model.generate(**enc, max_new_tokens=4)\n',
        ),
        ("HF318", 'model.generation_config.num_return_sequences = "2"\nout = model.generate(**enc, max_new_tokens=4)\n'),
        (
            "HF305",
            'gc = GenerationConfig(num_beams=os.getenv("B", "2"), max_new_tokens=4)\n'
            "out = model.generate(**enc, generation_config=gc)\n",
        ),
        ("HF305", 'model.generation_config.num_beams = "2"\nout = model.generate(**enc, max_new_tokens=4)\n'),
    ],
)
def test_a_text_on_the_generation_config_is_an_error(code: str, body: str) -> None:
    assert (code, "error") in _found(body)


def test_an_untyped_option_with_a_text_default_is_a_warning() -> None:
    body = (
        'p = argparse.ArgumentParser()\np.add_argument("--min_length", default="10")\nargs = p.parse_args()\n'
        "out = model.generate(**enc, min_length=args.min_length, max_new_tokens=4)\n"
    )
    hits = [f for f in analysed.findings(HEAD + body, "script.py", "5.24.0") if f.code == "HF311"]
    assert [f.severity.value for f in hits] == ["warning"]
    assert "when --min_length keeps its default '10'" in hits[0].message


def test_the_message_names_the_variable_and_the_fix_converts_at_the_call() -> None:
    body = 'out = model.generate(**enc, num_beams=2, length_penalty=os.environ.get("LP", "2.0"), max_new_tokens=4)\n'
    (hit,) = [f for f in analysed.findings(HEAD + body, "script.py", "5.24.0") if f.code == "HF313"]
    assert "unsupported operand type(s) for ** or pow(): 'int' and 'str'" in hit.message
    assert "environment variable LP, a string whether it is set or not" in hit.message
    fix = hit.fixes[0]
    assert fix.title == "Convert length_penalty with float(...)"
    assert fix.applicability.value == "safe"
    assert fix.edits[0].new_text == 'float(os.environ.get("LP", "2.0"))'


def test_int_fix_is_unsafe_when_a_text_does_not_convert() -> None:
    body = 'out = model.generate(**enc, min_new_tokens=os.environ.get("MIN_NEW", "two"), max_new_tokens=4)\n'
    (hit,) = [f for f in analysed.findings(HEAD + body, "script.py", "5.24.0") if f.code == "HF312"]
    assert (hit.fixes[0].title, hit.fixes[0].applicability.value) == ("Convert min_new_tokens with int(...)", "unsafe")


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "body",
    [
        # converted, typed, or never read by the decoding that runs
        'out = model.generate(**enc, min_length=int(os.getenv("MIN_LENGTH", "6")), max_new_tokens=4)\n',
        'out = model.generate(**enc, length_penalty="2.0", max_new_tokens=4)\n',
        'out = model.generate(**enc, min_p="0.1", max_new_tokens=4)\n',
        'out = model.generate(**enc, epsilon_cutoff="0.0003", eta_cutoff="0.001", max_new_tokens=4)\n',
        'out = model.generate(**enc, max_time=float(os.getenv("MAX_TIME", "5")), max_new_tokens=4)\n',
        # min_new_tokens replaces min_length before it is compared
        'out = model.generate(**enc, min_length="6", min_new_tokens=2, max_new_tokens=4)\n',
        # a string only when passed: the walk reads the default
        (
            'p = argparse.ArgumentParser()\np.add_argument("--max_time", default=30.0)\nargs = p.parse_args()\n'
            "out = model.generate(**enc, max_time=args.max_time, max_new_tokens=4)\n"
        ),
        # a text on some paths only
        'mt = "5" if os.getenv("X") else 5.0\nout = model.generate(**enc, max_time=mt, max_new_tokens=4)\n',
        # GenerationConfig(num_return_sequences="2") raises as it is built: not HF318 at generate
        "gc = GenerationConfig(num_return_sequences=1)\nout = model.generate(**enc, generation_config=gc, max_new_tokens=4)\n",
    ],
)
def test_silent(body: str, release: str) -> None:
    assert not [c for c, _ in _found(body, release) if c.startswith("HF31")]


def test_num_return_sequences_text_with_greedy_decoding_is_left_to_release() -> None:
    body = 'out = model.generate(**enc, num_return_sequences=os.getenv("N", "1"), max_new_tokens=4)\n'
    # 5.x: validate compares it with 1 whatever the decoding; 4.57's greedy check raises another error
    assert ("HF318", "error") in _found(body, "5.24.0")
    assert "HF318" not in [c for c, _ in _found(body, "4.57.6")]


def test_passed_config_num_return_sequences_text_is_not_hf318() -> None:
    body = 'gc = GenerationConfig(do_sample=True, num_return_sequences="2")\nout = model.generate(**enc, generation_config=gc)\n'
    assert "HF318" not in [c for c, _ in _found(body)]


def test_guidance_scale_text_for_an_encoder_decoder_model_is_left_alone() -> None:
    body = (
        't5 = AutoModelForSeq2SeqLM.from_pretrained("t5-small")\n'
        'out = t5.generate(**enc, guidance_scale="1.5", max_new_tokens=4)\n'
    )
    assert "HF317" not in [c for c, _ in _found(body)]


def test_unknown_model_is_left_alone() -> None:
    body = 'def run(m, inputs):\n    return m.generate(**inputs, min_length="6", max_time="5", max_new_tokens=4)\n'
    assert not [c for c, _ in _found(body) if c.startswith("HF31")]
