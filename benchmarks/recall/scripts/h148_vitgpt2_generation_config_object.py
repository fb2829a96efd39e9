# classes: 8
"""Caption with a GenerationConfig built from the model's own and adjusted."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

import copy

gen_config = copy.deepcopy(model.generation_config)
gen_config.max_new_tokens = 8
gen_config.num_beams = 3
gen_config.no_repeat_ngram_size = 2
img = Image.new("RGB", (64, 64), (12, 34, 56))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, generation_config=gen_config)
print(tokenizer.decode(out[0], skip_special_tokens=True))
