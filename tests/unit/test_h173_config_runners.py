"""Config-driven runners (h173): `GenerationConfig.update(**kw)` and `validate()` meet HF159 as
they meet HF138, a click group run's `default_map=` replaces its options' defaults, and the
Mistral 7B v0.1 / Instruct-v0.3 generation_config.json files hold token ids only (so beam search
with a streamer is HF172 on them). Runs: benchmarks/README.md h173 (recall scripts h173_*, 4.57.6,
5.15.0, 5.23.0, 5.24.0) and the fixtures h173_* / fp2500-fp2506 (4.57.6, 5.24.0)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")
OVER = "`num_return_sequences` ({n}) has to be smaller or equal to `num_beams` ({b})."
STREAMER = "`streamer` cannot be used with beam search (yet!). Make sure that `num_beams` is set to 1."


def found(text: str, release: str) -> list[tuple[int, str, str]]:
    return [
        (f.span.line, f.code, f.raises.message if f.raises else "")
        for f in analysed.findings(textwrap.dedent(text), "script.py", release)
    ]


@pytest.mark.parametrize("release", RELEASES)
def test_update_with_more_sequences_than_beams(release):
    text = """\
        from transformers import GenerationConfig
        RUN = {"num_beams": 3, "num_return_sequences": 5, "tag": "x"}
        gc = GenerationConfig()
        gc.update(**RUN)
    """
    assert found(text, release) == [(4, "HF159", OVER.format(n=5, b=3))]
    within = text.replace('"num_beams": 3, "num_return_sequences": 5', '"num_beams": 5, "num_return_sequences": 3')
    assert found(within, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_update_of_the_beams_alone_meets_the_sequences_set_before(release):
    text = """\
        from transformers import GenerationConfig
        gc = GenerationConfig()
        gc.num_return_sequences = 4
        gc.update(num_beams=2)
    """
    assert found(text, release) == [(4, "HF159", OVER.format(n=4, b=2))]


@pytest.mark.parametrize("release", RELEASES)
def test_validate_after_attribute_writes(release):
    text = """\
        from transformers import GenerationConfig
        gc = GenerationConfig()
        for k, v in {"num_beams": 2, "num_return_sequences": 3}.items():
            setattr(gc, k, v)
        gc.validate()
    """
    assert found(text, release) == [(5, "HF159", OVER.format(n=3, b=2))]


@pytest.mark.parametrize("release", RELEASES)
def test_update_of_a_config_not_known_is_silent(release):
    text = """\
        import json, sys
        from transformers import GenerationConfig
        gc = GenerationConfig.from_dict(json.loads(sys.argv[1]))
        gc.update(num_beams=2)
        gc.update(**json.loads(sys.argv[2]))
    """
    assert found(text, release) == []


CLICK = """\
    import click
    from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

    @click.group()
    def cli():
        pass

    @cli.command()
    @click.option("--beams", type=int, default=1)
    def run(beams):
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        model.generate(**tok("hi", return_tensors="pt"), num_beams=beams, streamer=TextStreamer(tok), max_new_tokens=3)

    cli(["run"], default_map=MAP, standalone_mode=False)
"""


@pytest.mark.parametrize("release", RELEASES)
def test_click_default_map_replaces_the_option_default(release):
    assert found("MAP = {'run': {'beams': 2}}\n" + textwrap.dedent(CLICK), release) == [(14, "HF172", STREAMER)]


@pytest.mark.parametrize("release", RELEASES)
def test_click_default_map_of_another_command_or_unknown(release):
    assert found("MAP = {'eval': {'beams': 2}}\n" + textwrap.dedent(CLICK), release) == []
    assert found("MAP = {'run': {'beams': 1}}\n" + textwrap.dedent(CLICK), release) == []
    # (a map the walk cannot read may set any option: silent, as any unknown value)
    assert found("import json, sys\nMAP = json.loads(sys.argv[1])\n" + textwrap.dedent(CLICK), release) == []


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize("name", ["mistralai/Mistral-7B-v0.1", "mistralai/Mistral-7B-Instruct-v0.3"])
def test_mistral_checkpoints_do_not_sample(release, name):
    text = f"""\
        from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer
        tok = AutoTokenizer.from_pretrained("{name}")
        model = AutoModelForCausalLM.from_pretrained("{name}")
        model.generate(**tok("hi", return_tensors="pt"), num_beams=2, streamer=TextStreamer(tok), max_new_tokens=3)
    """
    assert found(text, release) == [(4, "HF172", STREAMER)]
