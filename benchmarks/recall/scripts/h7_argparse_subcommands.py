"""Speculative-decoding toolbox with argparse subcommands (chat / bench), each wired with set_defaults(func=...)."""
# classes: 3 9
import argparse
import sys
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULT_MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DEFAULT_DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def load(name):
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)
    model.eval()
    return tok, model


def cmd_chat(args):
    tok, model = load(args.model)
    inputs = tok(args.prompt, return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=args.max_new_tokens, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
    return 0


def cmd_bench(args):
    tok, model = load(args.model)
    _, draft = load(args.draft)
    inputs = tok(args.prompt, return_tensors="pt")
    timings = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        out = model.generate(
            **inputs,
            assistant_model=draft,
            max_new_tokens=args.max_new_tokens,
            use_cache=not args.no_cache,
        )
        timings.append(time.perf_counter() - start)
    print(f"mean {sum(timings) / len(timings):.3f}s  tokens={out.shape[-1]}")
    return 0


def build_parser():
    parser = argparse.ArgumentParser(prog="specbox")
    parser.add_argument("--model", default=DEFAULT_MAIN)
    parser.add_argument("--prompt", default="Tell me a story about cats")
    parser.add_argument("--max-new-tokens", type=int, default=6)
    sub = parser.add_subparsers(dest="command")

    chat = sub.add_parser("chat", help="plain greedy chat")
    chat.set_defaults(func=cmd_chat)

    bench = sub.add_parser("bench", help="time assisted generation")
    bench.add_argument("--draft", default=DEFAULT_DRAFT)
    bench.add_argument("--repeats", type=int, default=2)
    # profiling runs are done without the KV cache unless asked otherwise
    bench.add_argument("--no-cache", action="store_true", default=True)
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv=None):
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    args = parser.parse_args(argv or ["bench"])
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
