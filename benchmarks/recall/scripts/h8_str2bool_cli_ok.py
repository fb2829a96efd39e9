"""Research-style CLI: booleans parsed by a str2bool helper, string defaults, a draft model for assisted decoding (cache kept)."""
# classes: 3
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def str2bool(v):
    if isinstance(v, bool):
        return v
    if v.lower() in ("yes", "true", "t", "y", "1"):
        return True
    elif v.lower() in ("no", "false", "f", "n", "0"):
        return False
    else:
        raise argparse.ArgumentTypeError("Boolean value expected.")


def get_args():
    parser = argparse.ArgumentParser(description="assisted decoding with a draft")
    parser.add_argument("--model", default="EleutherAI/pythia-160m")
    parser.add_argument("--draft", default="EleutherAI/pythia-70m")
    parser.add_argument("--kv_cache", type=str2bool, default="true", help="keep the key/value cache")
    parser.add_argument("--greedy", type=str2bool, default="true")
    parser.add_argument("--max_new_tokens", type=int, default="6")
    return parser.parse_args()


def main():
    args = get_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)
    enc = tok("once upon a time there lived a king", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(
            **enc,
            assistant_model=draft,
            use_cache=args.kv_cache,
            do_sample=not args.greedy,
            max_new_tokens=args.max_new_tokens,
        )
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
