# classes: 5 1
"""Seq2seq speculative decoding with an explicit EncoderDecoderCache of static caches."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, EncoderDecoderCache, StaticCache

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
small = AutoModelForSeq2SeqLM.from_pretrained("t5-small")

enc = tokenizer("translate English to German: The house is wonderful.", return_tensors="pt")
cache = EncoderDecoderCache(
    StaticCache(config=model.config, max_cache_len=32), StaticCache(config=model.config, max_cache_len=32)
)
out = model.generate(**enc, past_key_values=cache, assistant_model=small, max_new_tokens=3)
print(tokenizer.decode(out[0], skip_special_tokens=True))
