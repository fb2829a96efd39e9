# classes: 2 3
"""A/B diff of two Qwen2.5 checkpoints on the same prompts: each prompt gets two continuations per
model from the shared GEN settings, and the lines that differ are printed side by side."""
import argparse
import difflib

from transformers import AutoModelForCausalLM, AutoTokenizer

GEN = dict(max_new_tokens=5, do_sample=False, num_return_sequences=2)
PROMPTS = ["the capital of france is", "def fibonacci(n):"]


def run(name, prompts):
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    texts = []
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = model.generate(**enc, **GEN)
        texts.extend(tok.batch_decode(out, skip_special_tokens=True))
    return texts


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="Qwen/Qwen2.5-0.5B-Instruct")
    ap.add_argument("--b", default="Qwen/Qwen2.5-1.5B-Instruct")
    args = ap.parse_args()
    left, right = run(args.a, PROMPTS), run(args.b, PROMPTS)
    for line in difflib.unified_diff(left, right, lineterm=""):
        print(line)
