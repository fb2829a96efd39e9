"""Prompt-lookup batch runner: prompts come from a nargs='+' flag and are tokenized together with padding."""
# classes: 3 9
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("prompts", nargs="*", default=[
        "the red fox jumps over the red fox and the red fox",
        "one two three four one two three four one two",
    ])
    parser.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    parser.add_argument("--lookup", type=int, default=3, help="prompt_lookup_num_tokens")
    parser.add_argument("--max-new-tokens", type=int, default=6)
    return parser.parse_args()


def prepare(tokenizer, prompts):
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer(prompts, return_tensors="pt", padding=True)


def main():
    args = parse_args()
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    batch = prepare(tokenizer, args.prompts)
    print(f"{len(args.prompts)} prompts, lookup={args.lookup}")
    out = model.generate(
        **batch,
        prompt_lookup_num_tokens=args.lookup,
        max_new_tokens=args.max_new_tokens,
        pad_token_id=tokenizer.pad_token_id,
    )
    for text in tokenizer.batch_decode(out, skip_special_tokens=True):
        print(text)


if __name__ == "__main__":
    main()
