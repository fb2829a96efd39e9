# classes: 5 8
"""Cache test for the seq2seq summarizer: we hand generate a fresh EncoderDecoderCache, unlike
the decoder-only models."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def test_explicit_cache():
    enc = tok("summarize: the cat sat on the mat all day long", return_tensors="pt")
    out = model.generate(**enc, past_key_values=EncoderDecoderCache(DynamicCache(), DynamicCache()), max_new_tokens=4)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_explicit_cache()
