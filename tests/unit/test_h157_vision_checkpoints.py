"""Checkpoint facts of h157 (catalog/checkpoints/blip.toml, llava.toml, vision_encoder_decoder.toml) and
VisionEncoderDecoderModel counted as an encoder-decoder model (core/modelinfo.py). BLIP captioning base
ships no generation_config.json and its config.json sets no generation field beyond token ids, BLIP
large's generation config as 5.5.4 built it holds only defaults, LLaVA 1.5's file holds token ids only
and its embedding has 32064 rows; ViT-GPT2's generation config was not found, so its generate calls stay
silent where its settings decide. Each flagged case below was run with the stand-ins of
tests/groundtruth/hubmodels.py (the h157 fixtures, benchmarks/README.md)."""

from __future__ import annotations

import pytest

from hflint.core import modelinfo
from hflint.hubfacts import GEN_TYPES, lookup

import analysed

_BLIP = (
    "from PIL import Image\n"
    "from transformers import BlipForConditionalGeneration, BlipProcessor\n"
    'processor = BlipProcessor.from_pretrained("{name}")\n'
    'model = BlipForConditionalGeneration.from_pretrained("{name}")\n'
    'inputs = processor(images=Image.new("RGB", (96, 72)), return_tensors="pt")\n'
    "out = model.generate(**inputs, max_new_tokens=8, {call})\n"
)
_LLAVA_DRAFT = (
    "from PIL import Image\n"
    "from transformers import AutoModelForCausalLM, AutoProcessor, LlavaForConditionalGeneration\n"
    'processor = AutoProcessor.from_pretrained("llava-hf/llava-1.5-7b-hf")\n'
    'model = LlavaForConditionalGeneration.from_pretrained("llava-hf/llava-1.5-7b-hf")\n'
    'draft = AutoModelForCausalLM.from_pretrained("{draft}")\n'
    'inputs = processor(images=Image.new("RGB", (64, 64)), text="USER: <image>\\nHi ASSISTANT:", return_tensors="pt")\n'
    "out = model.generate(**inputs, max_new_tokens=6, assistant_model=draft)\n"
)
_VIT_GPT2 = (
    "from PIL import Image\n"
    "from transformers import ViTImageProcessor, VisionEncoderDecoderModel\n"
    'model = VisionEncoderDecoderModel.from_pretrained("nlpconnect/vit-gpt2-image-captioning")\n'
    'processor = ViTImageProcessor.from_pretrained("nlpconnect/vit-gpt2-image-captioning")\n'
    'pixel_values = processor(images=Image.new("RGB", (64, 64)), return_tensors="pt").pixel_values\n'
    "out = model.generate(pixel_values, max_new_tokens=20, {call})\n"
)


def codes(source: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    return sorted((f.span.line, f.code) for f in analysed.findings(source, "script.py", release))


def test_the_table_states_what_the_copies_show():
    for name in ("Salesforce/blip-image-captioning-base", "Salesforce/blip-image-captioning-large"):
        blip = lookup(name)
        assert blip.model_type == "blip" and blip.vocab_size == 30524, name
        assert blip.gen_complete and not blip.gen_sets and blip.gen_leaves_out == set(GEN_TYPES), name
        assert blip.gen_version is None, name
    llava = lookup("llava-hf/llava-1.5-7b-hf")
    assert llava.model_type == "llava" and llava.vocab_size == 32064
    assert llava.gen_complete and not llava.gen_sets and llava.gen_version is None
    vit = lookup("nlpconnect/vit-gpt2-image-captioning")
    assert vit.model_type == "vision-encoder-decoder" and vit.config["is_encoder_decoder"] is True
    assert not vit.knows_generation_config
    git = lookup("microsoft/git-base")  # the model type only (transformers names it for GitConfig)
    assert git.model_type == "git" and not git.knows_generation_config and not git.gen_complete


def test_vision_encoder_decoder_model_is_an_encoder_decoder_class():
    assert modelinfo.is_encoder_decoder("VisionEncoderDecoderModel")
    assert modelinfo.builds_encoder_decoder("VisionEncoderDecoderModel", "vision-encoder-decoder")
    for decoder_only in ("BlipForConditionalGeneration", "LlavaForConditionalGeneration", "GitForCausalLM"):
        assert not modelinfo.is_encoder_decoder(decoder_only)


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
@pytest.mark.parametrize("name", ["Salesforce/blip-image-captioning-base", "Salesforce/blip-image-captioning-large"])
def test_several_blip_captions_without_sampling_raise(name, release):
    assert codes(_BLIP.format(name=name, call="num_return_sequences=3"), release) == [(6, "HF138")]


@pytest.mark.parametrize("call", ["do_sample=True, num_return_sequences=3", "num_beams=3, num_return_sequences=3"])
def test_sampled_or_beamed_blip_captions_are_clean(call):
    assert codes(_BLIP.format(name="Salesforce/blip-image-captioning-base", call=call)) == []


@pytest.mark.parametrize("release", ["4.57.6", "5.23.0", "5.24.0"])
def test_a_llama_2_draft_has_another_vocabulary_than_llava(release):
    assert codes(_LLAVA_DRAFT.format(draft="JackFram/llama-68m"), release) == [(7, "HF107")]


def test_prompt_lookup_with_a_static_cache_on_vit_gpt2_is_the_encoder_decoder_error_on_5_24():
    src = _VIT_GPT2.format(call='prompt_lookup_num_tokens=3, cache_implementation="static"')
    # (5.24.0 raised "`crop` is only defined for dynamic cache" on the stand-in: HF130, not HF115's IndexError)
    assert codes(src, "5.24.0") == [(6, "HF130")]
    assert codes(src, "5.23.0") == [(6, "HF102")]


def test_prompt_lookup_on_vit_gpt2_is_5_14_0s_encoder_decoder_crash():
    # (5.14.0 raised "'EncoderDecoderCache' object has no attribute 'layers'" on the stand-in; 5.13.1
    # and 5.15.0 ran clean)
    src = _VIT_GPT2.format(call="prompt_lookup_num_tokens=3")
    assert codes(src, "5.14.0") == [(6, "HF131")]
    assert codes(src, "5.13.1") == codes(src, "5.15.0") == []


def test_vit_gpt2_settings_its_generation_config_decides_stay_silent():
    # (its generation_config.json was not found: it could sample)
    assert codes(_VIT_GPT2.format(call="num_return_sequences=3")) == []
