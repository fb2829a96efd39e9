# classes: 6 2
"""Speculative decoding speed-up across model families.

Each family maps to (target, draft). We time greedy decoding with and without the
draft and keep a small table of results for the write-up.
"""
import json
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ZOO = {
    "llama-3.2": ("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    "qwen2.5": ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    "smollm2": ("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"),
}

PROMPT = "tell me a story about the king and the queen"
MAX_NEW_TOKENS = 8


def timed_generate(model, inputs, **kwargs):
    start = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**inputs, max_new_tokens=MAX_NEW_TOKENS, do_sample=False, **kwargs)
    return out, time.perf_counter() - start


def evaluate_family(name, target_id, draft_id):
    tokenizer = AutoTokenizer.from_pretrained(target_id)
    target = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
    inputs = tokenizer(PROMPT, return_tensors="pt")

    _, t_base = timed_generate(target, inputs)
    _, t_spec = timed_generate(target, inputs, assistant_model=draft)
    return {"family": name, "baseline_s": round(t_base, 4), "speculative_s": round(t_spec, 4)}


def main():
    results = []
    for name, (target_id, draft_id) in MODEL_ZOO.items():
        print(f"== {name}: {target_id} <- {draft_id}")
        try:
            results.append(evaluate_family(name, target_id, draft_id))
        except Exception as exc:
            results.append({"family": name, "error": repr(exc)})
            with open("speedups.partial.json", "w") as fh:
                json.dump(results, fh, indent=2)
            raise
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
