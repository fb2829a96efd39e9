# classes: 3 9
"""Tiny generation CLI pasted in a forum thread: `--max-new-tokens` has a string default and type=int."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def main():
    parser = argparse.ArgumentParser(description="generate text")
    parser.add_argument("prompt", nargs="?", default="The meaning of life is")
    parser.add_argument("--model", default="EleutherAI/pythia-160m")
    parser.add_argument("--max-new-tokens", type=int, default="6")
    args = parser.parse_args()

    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=args.max_new_tokens, pad_token_id=tok.eos_token_id)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    main()
