# classes: 3 6
"""Demo launcher that keeps its run options as a command line in run.args (written on first
run, so the demo is self-contained) and parses them with argparse. Written after h61's blind
measurement."""
import argparse
import shlex
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

ARGS_FILE = Path(__file__).with_name("run.args")
DEFAULT_ARGS = '--model Qwen/Qwen2.5-1.5B-Instruct --draft Qwen/Qwen2.5-0.5B-Instruct --prompt "Tell me a joke" --no-cache --max-new-tokens 5'


def parse():
    if not ARGS_FILE.exists():
        ARGS_FILE.write_text(DEFAULT_ARGS)
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True)
    parser.add_argument("--draft")
    parser.add_argument("--prompt", default="Hello")
    parser.add_argument("--no-cache", action="store_true")
    parser.add_argument("--max-new-tokens", type=int, default=32)
    return parser.parse_args(shlex.split(ARGS_FILE.read_text()))


def main():
    args = parse()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    extra = {}
    if args.draft:
        extra["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft)
    enc = tok(args.prompt, return_tensors="pt")
    out = model.generate(**enc, use_cache=not args.no_cache, max_new_tokens=args.max_new_tokens, **extra)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
