# classes: 8 3
"""Speculative-decoding benchmark over an eval set: batches of prompts (left padded) generated
with and without the draft model; tokens per second for each."""
import argparse
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--target", default="facebook/opt-1.3b")
parser.add_argument("--draft", default="facebook/opt-125m")
parser.add_argument("--batch-size", type=int, default=2)
args = parser.parse_args()

tok = AutoTokenizer.from_pretrained(args.target, padding_side="left")
target = AutoModelForCausalLM.from_pretrained(args.target)
draft = AutoModelForCausalLM.from_pretrained(args.draft)
prompts = ["The history of Rome", "A recipe for pancakes", "How do airplanes fly", "Explain recursion"]


def run(assistant):
    n_tokens, start = 0, time.perf_counter()
    for i in range(0, len(prompts), args.batch_size):
        batch = tok(prompts[i : i + args.batch_size], return_tensors="pt", padding=True)
        out = target.generate(**batch, max_new_tokens=6, do_sample=False, assistant_model=assistant)
        n_tokens += (out.shape[1] - batch.input_ids.shape[1]) * out.shape[0]
    return n_tokens / (time.perf_counter() - start)


print({"baseline_tok_s": run(None), "speculative_tok_s": run(draft)})
