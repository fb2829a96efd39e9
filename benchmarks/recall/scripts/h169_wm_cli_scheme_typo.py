# classes: 3 8
"""Watermarked generation from the command line; the scheme flag defaults to the paper's name."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer, WatermarkingConfig


def parse():
    ap = argparse.ArgumentParser(description="generate watermarked text")
    ap.add_argument("--checkpoint", default="openai-community/gpt2")
    ap.add_argument("--seeding-scheme", default="minhash")
    ap.add_argument("--gamma", type=float, default=0.25, help="green list ratio")
    ap.add_argument("--delta", type=float, default=2.0, help="bias")
    ap.add_argument("--max-new-tokens", type=int, default=8)
    return ap.parse_args([])


def main():
    args = parse()
    tok = AutoTokenizer.from_pretrained(args.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(args.checkpoint)
    wm = WatermarkingConfig(greenlist_ratio=args.gamma, bias=args.delta, seeding_scheme=args.seeding_scheme)
    enc = tok("The committee met on Tuesday to", return_tensors="pt")
    out = model.generate(**enc, watermarking_config=wm, do_sample=True, max_new_tokens=args.max_new_tokens, pad_token_id=tok.eos_token_id)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
