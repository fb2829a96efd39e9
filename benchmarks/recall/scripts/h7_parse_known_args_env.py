"""Launcher that reads its cache setting from the environment via parse_known_args, passing unknown flags through."""
# classes: 3 5
import argparse
import os

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser(description="assisted generation launcher")
    p.add_argument("--target", default=os.environ.get("TARGET_MODEL", "HuggingFaceTB/SmolLM2-360M"))
    p.add_argument("--draft", default=os.environ.get("DRAFT_MODEL", "HuggingFaceTB/SmolLM2-135M"))
    p.add_argument(
        "--cache-implementation",
        default=os.environ.get("CACHE_IMPL", "static"),
        choices=["dynamic", "static", "offloaded"],
    )
    p.add_argument("--max-new-tokens", type=int, default=int(os.environ.get("MAX_NEW", "5")))
    args, passthrough = p.parse_known_args()
    return args, passthrough


def main():
    args, extra = parse()
    if extra:
        print("ignoring unknown flags:", extra)
    tokenizer = AutoTokenizer.from_pretrained(args.target)
    target = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)

    enc = tokenizer("once upon a time there lived a king", return_tensors="pt")
    out = target.generate(
        **enc,
        assistant_model=draft,
        cache_implementation=args.cache_implementation,
        max_new_tokens=args.max_new_tokens,
    )
    print(tokenizer.batch_decode(out, skip_special_tokens=True)[0])


if __name__ == "__main__":
    main()
