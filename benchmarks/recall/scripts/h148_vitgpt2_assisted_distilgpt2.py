# classes: 6 8
"""vit-gpt2 captions with distilgpt2 as a draft (same GPT-2 vocabulary)."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

from transformers import AutoModelForCausalLM

draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
img = Image.new("RGB", (64, 64), (12, 34, 56))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, max_new_tokens=8, assistant_model=draft)
print(tokenizer.decode(out[0], skip_special_tokens=True))
