# classes: 8
"""Caption confidence: per-token log-probabilities of the beam-searched caption."""

from PIL import Image
from transformers import AutoTokenizer, ViTImageProcessor, VisionEncoderDecoderModel

MODEL = "nlpconnect/vit-gpt2-image-captioning"
model = VisionEncoderDecoderModel.from_pretrained(MODEL)
feature_extractor = ViTImageProcessor.from_pretrained(MODEL)
tokenizer = AutoTokenizer.from_pretrained(MODEL)

img = Image.new("RGB", (64, 64), (200, 10, 10))
pixel_values = feature_extractor(images=img, return_tensors="pt").pixel_values
out = model.generate(pixel_values, max_new_tokens=6, num_beams=2, return_dict_in_generate=True)
scores = model.compute_transition_scores(out.sequences, out.scores, out.beam_indices, normalize_logits=False)
print(scores)
