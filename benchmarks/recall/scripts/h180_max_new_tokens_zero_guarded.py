# classes: 3
"""CLI batch completion job; --max_new_tokens 0 means 'let the model decide'."""
import argparse
import csv
import io

from transformers import AutoModelForCausalLM, AutoTokenizer

CSV_TEXT = """id,prompt
1,the quick brown fox
2,hello world
3,tell me a story about the king
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checkpoint", default="EleutherAI/pythia-70m")
    ap.add_argument("--max_new_tokens", type=int, default=0, help="0 = model default")
    ap.add_argument("--batch_size", type=int, default=2)
    args = ap.parse_args()

    rows = list(csv.DictReader(io.StringIO(CSV_TEXT)))
    tok = AutoTokenizer.from_pretrained(args.checkpoint)
    tok.pad_token = tok.eos_token
    tok.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
    for i in range(0, len(rows), args.batch_size):
        part = rows[i : i + args.batch_size]
        enc = tok([r["prompt"] for r in part], return_tensors="pt", padding=True)
        out = model.generate(**enc, max_new_tokens=args.max_new_tokens or None, max_length=24, pad_token_id=tok.pad_token_id)
        for r, text in zip(part, tok.batch_decode(out, skip_special_tokens=True)):
            print(r["id"], text)


if __name__ == "__main__":
    main()
