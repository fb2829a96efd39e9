# classes: 8 2
"""Alt-text generator: BLIP captions with a shared GenerationConfig that bans some words."""

from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor, GenerationConfig

MODEL = "Salesforce/blip-image-captioning-base"
BANNED = ["dogs", "cats"]

processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)
banned_ids = [processor.tokenizer.convert_tokens_to_ids(w) for w in BANNED]

configs = [
    GenerationConfig(max_new_tokens=6, num_beams=2),
    GenerationConfig(max_new_tokens=6, num_beams=2, bad_words_ids=[[i] for i in banned_ids]),
]
inputs = processor(images=Image.new("RGB", (64, 64), (40, 40, 40)), return_tensors="pt")
for cfg in configs:
    out = model.generate(**inputs, generation_config=cfg)
    print(processor.decode(out[0], skip_special_tokens=True))
