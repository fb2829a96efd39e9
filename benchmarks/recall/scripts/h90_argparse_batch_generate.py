# classes: 3 4 6
"""CLI that completes prompts from a file (or built-in examples) with GPT-2, batched."""
import argparse

from transformers import pipeline

EXAMPLES = ["Once upon a time", "In a galaxy far away", "The recipe calls for"]


def parse_args():
    parser = argparse.ArgumentParser(description="batch text completion")
    parser.add_argument("--model", default="openai-community/gpt2")
    parser.add_argument("--input", default=None, help="one prompt per line")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--max-new-tokens", type=int, default=8)
    return parser.parse_args()


def main():
    args = parse_args()
    if args.input:
        with open(args.input) as fh:
            prompts = [line.strip() for line in fh if line.strip()]
    else:
        prompts = EXAMPLES
    pipe = pipeline("text-generation", model=args.model)
    outputs = pipe(prompts, batch_size=args.batch_size, max_new_tokens=args.max_new_tokens, do_sample=False)
    for prompt, out in zip(prompts, outputs):
        print(f"{prompt!r} -> {out[0]['generated_text']!r}")


if __name__ == "__main__":
    main()
