# classes: 1
"""Summarization with BART: the encoder outputs are computed once and reused for two decodes."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
article = "The city council met on Tuesday to discuss the new bike lanes downtown."
enc = tok(article, return_tensors="pt")
encoder_outputs = model.get_encoder()(**enc)
for beams in (1, 2):
    out = model.generate(
        attention_mask=enc["attention_mask"],
        encoder_outputs=encoder_outputs,
        num_beams=beams,
        max_new_tokens=8,
    )
    print(beams, tok.decode(out[0], skip_special_tokens=True))
