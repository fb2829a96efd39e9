# classes: 8 5
"""Speculative decoding benchmark where both models are "prepared for speed" by the same
helper: static KV cache on each model's generation config, compile disabled for CPU runs."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIR = {"target": "meta-llama/Llama-3.2-3B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct"}


def prepare_for_speed(model, static=True):
    model.eval()
    if static:
        model.generation_config.cache_implementation = "static"
    model.generation_config.compile_config = None
    return model


def main():
    tok = AutoTokenizer.from_pretrained(PAIR["target"])
    target = prepare_for_speed(AutoModelForCausalLM.from_pretrained(PAIR["target"]), static=False)
    draft = prepare_for_speed(AutoModelForCausalLM.from_pretrained(PAIR["draft"]))
    enc = tok("Give me three tips for writing benchmarks:", return_tensors="pt")
    for run in ("warmup", "timed"):
        t0 = time.perf_counter()
        with torch.inference_mode():
            out = target.generate(**enc, assistant_model=draft, max_new_tokens=12, do_sample=False)
        print(run, f"{time.perf_counter() - t0:.3f}s", out.shape[-1])


if __name__ == "__main__":
    main()
