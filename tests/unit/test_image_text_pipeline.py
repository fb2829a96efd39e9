"""HF326: an image-text-to-text pipeline (or image-to-text from 5.19) called with images and no text."""

from __future__ import annotations

import analysed

HEAD = """from PIL import Image
from transformers import pipeline

pipe = pipeline("image-text-to-text", model="llava-hf/llava-1.5-7b-hf")
"""


def codes(source: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "vlm.py", release)]


def test_image_alone_is_reported_on_every_release():
    source = HEAD + 'image = Image.new("RGB", (64, 64))\nprint(pipe(image, max_new_tokens=5))\n'
    for release in ("4.57.6", "5.13.1", "5.23.0", "5.24.0"):
        found = analysed.findings(source, "vlm.py", release)
        assert [(f.code, f.span.line) for f in found] == [("HF326", 6)], release
        assert "You must provide text for this pipeline." in found[0].message


def test_opened_and_converted_images_in_a_list_by_keyword():
    source = HEAD + (
        'photos = [Image.open("a.png").convert("RGB"), Image.new("RGB", (8, 8)).resize((4, 4))]\n'
        'pipe(images=photos, prompt="a picture of")\n'
    )
    assert codes(source) == [("HF326", 6)]


def test_text_given_in_any_way_is_silent():
    for call in (
        'pipe(image, text="USER: <image> tell me ASSISTANT:")',
        'pipe(image, "USER: <image> tell me ASSISTANT:")',
        'pipe(images=image, text=["a"])',
        "pipe(image, **settings)",
    ):
        source = HEAD + f'import json\nimage = Image.new("RGB", (64, 64))\nsettings = json.load(open("s.json"))\n{call}\n'
        assert codes(source) == [], call


def test_images_the_walk_does_not_know_are_silent():
    for images in ('"photo.jpg"', "load_image(path)", "[Image.new('RGB', (8, 8)), frame]", "[]"):
        source = HEAD + f"path = 'p'\nframe = object()\npipe({images})\n"
        assert codes(source) == [], images


def test_image_to_text_by_object_with_processor_from_5_19_only():
    source = """from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor, pipeline

processor = BlipProcessor.from_pretrained("Salesforce/blip-image-captioning-base")
model = BlipForConditionalGeneration.from_pretrained("Salesforce/blip-image-captioning-base")
captioner = pipeline("image-to-text", model=model, processor=processor, tokenizer=processor.tokenizer)
captioner(Image.new("RGB", (64, 64)))
"""
    assert codes(source, "5.19.0") == [("HF326", 7)]
    assert codes(source, "5.24.0") == [("HF326", 7)]
    assert codes(source, "4.57.6") == []
    assert [c for c, _ in codes(source, "5.18.0")] == ["HF161"]


def test_image_to_text_by_name_or_a_vision_encoder_decoder_is_silent():
    # (a captioning checkpoint may ship no processor: pipeline() then raises first, from 5.19)
    by_name = """from PIL import Image
from transformers import pipeline

captioner = pipeline("image-to-text", model="nlpconnect/vit-gpt2-image-captioning")
captioner(Image.new("RGB", (64, 64)))
"""
    assert codes(by_name, "5.24.0") == []
    vit_gpt2 = """from PIL import Image
from transformers import AutoTokenizer, VisionEncoderDecoderModel, ViTImageProcessor, pipeline

name = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(name)
pipe = pipeline("image-text-to-text", model=model, processor=ViTImageProcessor.from_pretrained(name),
                tokenizer=AutoTokenizer.from_pretrained(name))
pipe(Image.new("RGB", (64, 64)))
"""
    assert codes(vit_gpt2, "5.24.0") == []
