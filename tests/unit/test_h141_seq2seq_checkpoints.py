"""h141: what the checkpoint table says of the T5/Flan-T5, PEGASUS and Marian generation configs
(no do_sample), and what the rules then decide for encoder-decoder scripts."""

from __future__ import annotations

import pytest

from hflint.hubfacts import lookup

import analysed


def codes(source: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "script.py", release))


HEAD = """from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, TextStreamer
tok = AutoTokenizer.from_pretrained({name!r})
model = AutoModelForSeq2SeqLM.from_pretrained({name!r})
enc = tok("a sentence to rewrite", return_tensors="pt")
"""


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize("name", ["google/flan-t5-base", "google/flan-t5-large", "t5-small", "Helsinki-NLP/opus-mt-en-de"])
def test_several_greedy_sequences_of_a_checkpoint_that_does_not_sample(name, release):
    src = HEAD.format(name=name) + "model.generate(**enc, num_beams=1, num_return_sequences=3, max_new_tokens=8)\n"
    assert codes(src, release) == [(5, "HF138")]
    sampled = HEAD.format(name=name) + "model.generate(**enc, do_sample=True, num_return_sequences=3, max_new_tokens=8)\n"
    assert codes(sampled, release) == []


def test_contrastive_settings_on_flan_t5_ask_for_the_hub_mode():
    src = HEAD.format(name="google/flan-t5-base") + "model.generate(**enc, penalty_alpha=0.6, top_k=4, max_new_tokens=8)\n"
    assert codes(src) == [(5, "HF178")]
    assert codes(src.replace("penalty_alpha=0.6, ", "")) == []


def test_a_streamer_with_pegasus_beams():
    src = HEAD.format(name="google/pegasus-large") + "model.generate(**enc, num_beams=4, streamer=TextStreamer(tok))\n"
    assert codes(src, "4.57.6") == [(5, "HF172")]
    assert codes(src.replace("num_beams=4, ", "")) == []


def test_beams_stay_unknown_where_the_hub_config_sets_them():
    # PEGASUS (num_beams 8) and Marian (num_beams 4) set beams in config.json, the stand-ins do not;
    # t5-small's task_specific_params give the 4.57-5.19 pipelines beams: the table leaves them out.
    for name in ("google/pegasus-large", "Helsinki-NLP/opus-mt-en-de", "t5-small"):
        c = lookup(name)
        assert c is not None and "do_sample" in c.gen_leaves_out and "num_beams" not in c.gen_leaves_out
    assert "num_beams" in lookup("google/flan-t5-base").gen_leaves_out
    src = HEAD.format(name="google/pegasus-large") + "model.generate(**enc, streamer=TextStreamer(tok))\n"
    assert codes(src) == []
    src = HEAD.format(name="Helsinki-NLP/opus-mt-en-de") + "model.generate(**enc, num_return_sequences=2)\n"
    assert codes(src) == []


def test_bart_checkpoints_are_not_decided():
    # (their config.json quotes are abridged: whether the hub files sample is not stated)
    src = HEAD.format(name="facebook/bart-large-cnn") + "model.generate(**enc, num_beams=1, num_return_sequences=3)\n"
    assert codes(src) == []


# ---------------------------------------------------------------- HF142 for encoder-decoder text models

LOAD = "from transformers import {cls}\nmodel = {cls}.from_pretrained({name!r}, {kw})\n"


@pytest.mark.parametrize(
    ("cls", "name", "built"),
    [
        ("AutoModelForSeq2SeqLM", "t5-small", "T5ForConditionalGeneration"),
        ("AutoModelForSeq2SeqLM", "google/flan-t5-base", "T5ForConditionalGeneration"),
        ("AutoModelForSeq2SeqLM", "facebook/bart-large-cnn", "BartForConditionalGeneration"),
        ("AutoModelForSeq2SeqLM", "Helsinki-NLP/opus-mt-en-de", "MarianMTModel"),
        ("AutoModelForSeq2SeqLM", "google/pegasus-large", "PegasusForConditionalGeneration"),
        ("MarianMTModel", "Helsinki-NLP/opus-mt-en-de", "MarianMTModel"),
    ],
)
def test_a_generation_option_given_to_an_encoder_decoder_loader(cls, name, built):
    found = analysed.findings(LOAD.format(cls=cls, name=name, kw="num_beams=4"), "script.py", "5.15.0")
    assert [(f.span.line, f.code) for f in found] == [(2, "HF142")]
    assert f"{built}.__init__() got an unexpected keyword argument 'num_beams'" in found[0].message
    # (4.57's model config keeps the legacy num_beams; max_new_tokens it never held)
    assert codes(LOAD.format(cls=cls, name=name, kw="num_beams=4"), "4.57.6") == []
    assert codes(LOAD.format(cls=cls, name=name, kw="max_new_tokens=8"), "4.57.6") == [(2, "HF142")]


def test_families_hflint_cannot_name_stay_silent():
    # NLLB (M2M100) and a checkpoint of unknown type: the class is not named
    for name in ("facebook/nllb-200-distilled-600M", "someone/my-summariser"):
        assert codes(LOAD.format(cls="AutoModelForSeq2SeqLM", name=name, kw="num_beams=4"), "5.15.0") == []
    src = LOAD.format(cls="AutoModelForSeq2SeqLM", name="t5-small", kw="generation_config=gc")
    assert codes("gc = None\n" + src, "5.15.0") == []
