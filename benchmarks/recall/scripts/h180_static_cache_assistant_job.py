# classes: 5 3
"""Latency-sensitive batch job: a static KV cache (compile-friendly) plus a draft model."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def build(args):
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    model.generation_config.cache_implementation = args.cache
    draft = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None
    return tok, model, draft


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-1.5B-Instruct")
    p.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--cache", default="static", choices=["static", "dynamic"])
    args = p.parse_args()
    tok, model, draft = build(args)
    for prompt in ["tell me a story", "hello world", "the red fox"]:
        enc = tok(prompt, return_tensors="pt")
        extra = {"assistant_model": draft} if draft is not None else {}
        out = model.generate(**enc, max_new_tokens=4, do_sample=False, **extra)
        print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
