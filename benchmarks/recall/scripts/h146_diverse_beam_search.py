# classes: 8
"""Diverse headline generation with group beam search, as in a 2021 research repo's inference
script for BART summaries."""
from transformers import BartForConditionalGeneration, BartTokenizerFast

tok = BartTokenizerFast.from_pretrained("facebook/bart-base")
model = BartForConditionalGeneration.from_pretrained("facebook/bart-base")

article = "the king and the queen lived in a garden with red and green trees"
batch = tok([article], return_tensors="pt", truncation=True)
summaries = model.generate(
    batch["input_ids"],
    attention_mask=batch["attention_mask"],
    num_beams=4,
    num_beam_groups=2,
    diversity_penalty=0.5,
    num_return_sequences=2,
    max_length=20,
    early_stopping=True,
)
for s in tok.batch_decode(summaries, skip_special_tokens=True):
    print("-", s)
