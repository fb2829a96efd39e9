# classes: 3 2
"""Sharded synthesis job: --num-samples completions per prompt; sampling is used only when
more than one sample is asked for, so the default run is plain greedy decoding."""
import argparse
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [f"Give an example sentence using the word '{w}'." for w in ("river", "lamp", "echo", "quiet")]


def build_parser():
    parser = argparse.ArgumentParser(description="sharded generation")
    parser.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    parser.add_argument("--shard-id", type=int, default=0)
    parser.add_argument("--num-shards", type=int, default=2)
    parser.add_argument("--num-samples", type=int, default=1)
    parser.add_argument("--temperature", type=float, default=0.7)
    parser.add_argument("--max-new-tokens", type=int, default=8)
    return parser


def main():
    args = build_parser().parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    sample = args.num_samples > 1
    gen_kwargs = dict(max_new_tokens=args.max_new_tokens, num_return_sequences=args.num_samples)
    if sample:
        gen_kwargs.update(do_sample=True, temperature=args.temperature)
    for i, prompt in enumerate(PROMPTS):
        if i % args.num_shards != args.shard_id:
            continue
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, **gen_kwargs)
        print(json.dumps({"i": i, "samples": tok.batch_decode(out, skip_special_tokens=True)}))


if __name__ == "__main__":
    main()
