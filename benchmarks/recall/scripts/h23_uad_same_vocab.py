# classes: 6 2
"""Benchmark harness: every pair goes through universal assisted decoding so that
drafts from any family can be compared on equal terms."""
import csv
import io
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

PAIRS_CSV = """family,target,draft
llama3-x-qwen,meta-llama/Llama-3.2-3B-Instruct,Qwen/Qwen2.5-0.5B-Instruct
smollm2,HuggingFaceTB/SmolLM2-1.7B-Instruct,HuggingFaceTB/SmolLM2-135M-Instruct
phi2-x-gpt2,microsoft/phi-2,distilbert/distilgpt2
"""


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


def bench(row, prompt="the quick brown fox jumps over the lazy dog"):
    tok, model = load(row["target"])
    draft_tok, draft = load(row["draft"])
    enc = tok(prompt, return_tensors="pt")
    t0 = time.perf_counter()
    model.generate(
        **enc,
        assistant_model=draft,
        tokenizer=tok,
        assistant_tokenizer=draft_tok,
        do_sample=False,
        max_new_tokens=6,
    )
    return time.perf_counter() - t0


if __name__ == "__main__":
    for row in csv.DictReader(io.StringIO(PAIRS_CSV)):
        print(f"{row['family']:>14}: {bench(row):.3f}s")
