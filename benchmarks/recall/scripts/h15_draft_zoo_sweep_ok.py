# classes: 2 6
"""Sweep a small zoo of (target, draft) checkpoint pairs for speculative decoding.

Measures tokens/s of assisted generation against plain greedy decoding for each pair.
Results go to a CSV file next to this script.
"""
import csv
import time
from contextlib import contextmanager

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# target -> draft. All pairs share a tokenizer.
MODEL_ZOO = {
    "gpt2-medium/distilgpt2": ("openai-community/gpt2-medium", "distilbert/distilgpt2"),
    "qwen2.5-1.5b/0.5b": ("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    "llama3.2-3b/1b": ("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    "smollm2-360m/135m": ("HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"),
}

PROMPTS = [
    "the quick brown fox jumps over the lazy dog and the quick brown fox",
    "once upon a time there lived a king who loved his garden",
]

MAX_NEW_TOKENS = 8
NUM_ASSISTANT_TOKENS = 4


@contextmanager
def stopwatch(store, key):
    start = time.perf_counter()
    try:
        yield
    finally:
        store[key] = time.perf_counter() - start


def load_pair(target_id, draft_id):
    tokenizer = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
    target.eval()
    draft.eval()
    return tokenizer, target, draft


@torch.inference_mode()
def run_prompt(tokenizer, target, draft, prompt):
    inputs = tokenizer(prompt, return_tensors="pt")
    timings = {}
    with stopwatch(timings, "baseline"):
        base = target.generate(**inputs, max_new_tokens=MAX_NEW_TOKENS, do_sample=False)
    target.generation_config.num_assistant_tokens = NUM_ASSISTANT_TOKENS
    with stopwatch(timings, "assisted"):
        spec = target.generate(
            **inputs,
            assistant_model=draft,
            max_new_tokens=MAX_NEW_TOKENS,
            do_sample=False,
        )
    new_tokens = spec.shape[-1] - inputs["input_ids"].shape[-1]
    return {
        "baseline_s": round(timings["baseline"], 4),
        "assisted_s": round(timings["assisted"], 4),
        "new_tokens": int(new_tokens),
        "match": bool(torch.equal(base, spec)),
    }


def benchmark_pair(name, target_id, draft_id):
    tokenizer, target, draft = load_pair(target_id, draft_id)
    rows = []
    for i, prompt in enumerate(PROMPTS):
        row = {"pair": name, "prompt": i}
        row.update(run_prompt(tokenizer, target, draft, prompt))
        rows.append(row)
    return rows


def write_csv(rows, path):
    if not rows:
        return
    with open(path, "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)


def main():
    torch.manual_seed(0)
    all_rows = []
    for name, (target_id, draft_id) in MODEL_ZOO.items():
        print(f"== {name}")
        all_rows.extend(benchmark_pair(name, target_id, draft_id))
    write_csv(all_rows, "draft_zoo_results.csv")
    for row in all_rows:
        print(row)


if __name__ == "__main__":
    main()
