# classes: 7 3
"""Speculative decoding eval: the draft's settings come from the command line."""
import argparse
import functools

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@torch.inference_mode()
def speculative_forward(inputs, model, assistant_model, max_new_tokens, num_assistant_tokens, kv_cache):
    gen_kwargs = {
        "assistant_model": assistant_model,
        "max_new_tokens": max_new_tokens,
        "num_assistant_tokens": num_assistant_tokens,
        "use_cache": kv_cache,
    }
    return model.generate(**inputs, **gen_kwargs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--target", default="Qwen/Qwen2.5-1.5B-Instruct")
    parser.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    parser.add_argument("--max-new-tokens", type=int, default=4)
    parser.add_argument("--num-assistant-tokens", type=int, default=3)
    # 0/1 so that the sweep launcher can pass it as a number
    parser.add_argument("--kv-cache", type=int, default=0)
    args = parser.parse_args()

    tok = AutoTokenizer.from_pretrained(args.target)
    target = AutoModelForCausalLM.from_pretrained(args.target)
    draft = AutoModelForCausalLM.from_pretrained(args.draft)

    forward = functools.partial(
        speculative_forward,
        model=target,
        assistant_model=draft,
        max_new_tokens=args.max_new_tokens,
        num_assistant_tokens=args.num_assistant_tokens,
        kv_cache=bool(args.kv_cache),
    )
    for prompt in ["Write a haiku about rain.", "Name three primes."]:
        inputs = tok(prompt, return_tensors="pt")
        out = forward(inputs)
        print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
