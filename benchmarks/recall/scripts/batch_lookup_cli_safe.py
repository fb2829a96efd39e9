# classes: 3
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PROMPTS = [
    "one two three four five one two three",
    "the cat and the dog and the cat and the",
    "red green blue red green blue red",
]


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="facebook/opt-350m")
    parser.add_argument("--batch-size", type=int, default=1, help="prompt lookup only supports 1")
    parser.add_argument("--ngram", type=int, default=3)
    args = parser.parse_args(argv)

    tokenizer = AutoTokenizer.from_pretrained(args.model, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(args.model)
    for start in range(0, len(PROMPTS), args.batch_size):
        chunk = PROMPTS[start:start + args.batch_size]
        enc = tokenizer(chunk, return_tensors="pt", padding=True)
        t = time.time()
        out = model.generate(**enc, prompt_lookup_num_tokens=args.ngram, max_new_tokens=8)
        print(f"batch {start // args.batch_size}: {time.time() - t:.2f}s")
        print(tokenizer.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
