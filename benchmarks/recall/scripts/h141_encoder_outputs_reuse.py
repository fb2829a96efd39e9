# classes: 5 2
"""Encode a document once and decode it several ways (greedy, then 3 beams) from the same
encoder_outputs, to compare the summaries without re-running the encoder."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn").eval()
enc = tok("The harbour authority approved a plan to dredge the channel for larger ships.", return_tensors="pt")
with torch.no_grad():
    encoder_outputs = model.get_encoder()(**enc)
for settings in ({"num_beams": 1}, {"num_beams": 3, "length_penalty": 1.2}):
    ids = model.generate(
        encoder_outputs=encoder_outputs, attention_mask=enc["attention_mask"], max_new_tokens=12, **settings
    )
    print(settings, tok.decode(ids[0], skip_special_tokens=True))
