# classes: 5 1
"""Seq2seq speculative decoding with an explicit EncoderDecoderCache of dynamic caches."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
small = AutoModelForSeq2SeqLM.from_pretrained("t5-small")

enc = tokenizer("translate English to German: The house is wonderful.", return_tensors="pt")
cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
out = model.generate(**enc, past_key_values=cache, assistant_model=small, max_new_tokens=3)
print(tokenizer.decode(out[0], skip_special_tokens=True))
