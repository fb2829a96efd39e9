# classes: 3 8
"""Summary CLI that asks for several beam candidates and falls back to a single greedy answer
when generate rejects the settings; the fallback only catches TypeError."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="gpt2")
    parser.add_argument("--num_beams", type=int, default=2)
    parser.add_argument("--num_candidates", type=int, default=4)
    parser.add_argument("--max_new_tokens", type=int, default=6)
    return parser.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    enc = tok("The meeting notes say that", return_tensors="pt")
    try:
        out = model.generate(
            **enc,
            max_new_tokens=args.max_new_tokens,
            num_beams=args.num_beams,
            num_return_sequences=args.num_candidates,
            pad_token_id=tok.eos_token_id,
        )
    except TypeError:
        print("beam search not available, falling back to greedy")
        out = model.generate(**enc, max_new_tokens=args.max_new_tokens, pad_token_id=tok.eos_token_id)
    for row in out:
        print(tok.decode(row, skip_special_tokens=True))


if __name__ == "__main__":
    main()
