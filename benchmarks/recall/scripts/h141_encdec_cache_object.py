# classes: 5
"""Pass an explicit EncoderDecoderCache (a self-attention and a cross-attention DynamicCache)
to a BART summary call and report how many tokens it holds afterwards."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tok("A quiet village prepares for its annual harvest fair.", return_tensors="pt")
cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
out = model.generate(**enc, past_key_values=cache, max_new_tokens=10, return_dict_in_generate=True)
print(tok.decode(out.sequences[0], skip_special_tokens=True), out.past_key_values.get_seq_length())
