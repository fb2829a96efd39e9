# classes: 8
"""Caption with GIT (beam search) and report how confident each token was."""

import torch
from PIL import Image
from transformers import AutoModelForCausalLM, AutoProcessor

MODEL = "microsoft/git-base"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

pixel_values = processor(images=Image.new("RGB", (64, 64), "red"), return_tensors="pt").pixel_values
out = model.generate(
    pixel_values=pixel_values, max_new_tokens=5, num_beams=3, output_scores=True, return_dict_in_generate=True
)
scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(processor.batch_decode(out.sequences, skip_special_tokens=True), torch.exp(scores).tolist())
