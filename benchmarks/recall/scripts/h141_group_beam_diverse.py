# classes: 8
"""Diverse summaries: group beam search (four beams in two groups with a diversity penalty) on
BART-CNN, four candidates back."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-large-cnn")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-large-cnn")
enc = tok("The festival drew record crowds despite the rain, organisers said on Monday.", return_tensors="pt")
ids = model.generate(
    **enc, num_beams=4, num_beam_groups=2, diversity_penalty=1.0, num_return_sequences=4, max_new_tokens=16
)
for s in tok.batch_decode(ids, skip_special_tokens=True):
    print(s)
