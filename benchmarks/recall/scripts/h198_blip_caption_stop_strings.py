# classes: 8
"""Short BLIP captions: stop once the caption names a dog."""

from PIL import Image
from transformers import BlipForConditionalGeneration, BlipProcessor

MODEL = "Salesforce/blip-image-captioning-large"
processor = BlipProcessor.from_pretrained(MODEL)
model = BlipForConditionalGeneration.from_pretrained(MODEL)

GEN_KWARGS = {"max_new_tokens": 8, "stop_strings": ["dog"], "num_beams": 1}

images = [Image.new("RGB", (64, 64), c) for c in ("red", "green")]
for img in images:
    inputs = processor(images=img, text="a photo of", return_tensors="pt")
    out = model.generate(**inputs, **GEN_KWARGS)
    print(processor.decode(out[0], skip_special_tokens=True))
