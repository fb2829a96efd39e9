# classes: 8 5
"""Per-worker cache factory chosen by model family.

Workers for sliding-window models (Gemma 2) get the hybrid cache class, others the
dynamic one; the driver fans two jobs out over a small thread pool.
"""
from concurrent.futures import ThreadPoolExecutor

import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer


def cache_for(model):
    if getattr(model.config, "sliding_window", None) and model.config.model_type.startswith("gemma"):
        return transformers.HybridCache(config=model.config, max_batch_size=1, max_cache_len=64)
    return transformers.DynamicCache()


def job(name):
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("A short poem about autumn:", return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache_for(model), max_new_tokens=5)
    return name, out.shape[-1]


def main():
    names = ["google/gemma-2-2b-it", "HuggingFaceTB/SmolLM2-135M-Instruct"]
    with ThreadPoolExecutor(max_workers=1) as pool:
        for name, n in pool.map(job, names):
            print(name, n)


if __name__ == "__main__":
    main()
