# classes: 4 8
"""Caption a few solid-colour images with vit-gpt2 and beam search, the model card recipe."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

images = [Image.new("RGB", (96, 64), c) for c in [(255, 0, 0), (0, 128, 0), (20, 20, 200)]]
pixel_values = feature_extractor(images=images, return_tensors="pt").pixel_values
gen_kwargs = {"max_length": 16, "num_beams": 4}
output_ids = model.generate(pixel_values, **gen_kwargs)
preds = [p.strip() for p in tokenizer.batch_decode(output_ids, skip_special_tokens=True)]
print(preds)
