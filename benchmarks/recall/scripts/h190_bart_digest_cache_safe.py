# classes: 5 8
"""Nightly digest: summarise the day's headlines in one padded batch, keeping the decoder cache
so the caller can inspect it afterwards (an encoder-decoder cache)."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, DynamicCache, EncoderDecoderCache

HEADLINES = [
    "Storm warning.",
    "Local bakery wins the regional bread award for the third year in a row after a tense final round",
    "Council approves new cycle lanes along the river path",
]


def summarise(model, tok, texts, max_new_tokens):
    batch = tok(texts, padding=True, truncation=True, return_tensors="pt")
    cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
    out = model.generate(**batch, past_key_values=cache, max_new_tokens=max_new_tokens, num_beams=2)
    return tok.batch_decode(out, skip_special_tokens=True), cache


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="sshleifer/distilbart-cnn-12-6")
    parser.add_argument("--max-new-tokens", type=int, default=12)
    args = parser.parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
    summaries, cache = summarise(model, tok, HEADLINES, args.max_new_tokens)
    for s in summaries:
        print("-", s)


if __name__ == "__main__":
    main()
