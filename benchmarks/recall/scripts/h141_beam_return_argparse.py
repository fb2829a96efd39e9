# classes: 3 8
"""Command-line summariser: beams and number of candidates from argparse; the defaults ask for
more candidates than beams."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser(description="Summarise a text file")
    p.add_argument("--model", default="facebook/bart-large-cnn")
    p.add_argument("--num-beams", type=int, default=4)
    p.add_argument("--num-candidates", type=int, default=5)
    p.add_argument("--max-length", type=int, default=40)
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForSeq2SeqLM.from_pretrained(args.model)
    text = "The river flooded the town after three days of heavy rain; hundreds of homes were evacuated."
    enc = tok(text, return_tensors="pt", truncation=True)
    ids = model.generate(
        **enc,
        num_beams=args.num_beams,
        num_return_sequences=args.num_candidates,
        max_length=args.max_length,
    )
    for line in tok.batch_decode(ids, skip_special_tokens=True):
        print("-", line)


if __name__ == "__main__":
    main()
