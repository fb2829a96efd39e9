# classes: 2 8
"""Configurations come from a generator so that the grid can grow without memory cost."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "HuggingFaceTB/SmolLM2-1.7B-Instruct"


def configurations():
    for lookup in (2, 4):
        for cache in ("dynamic", "static"):
            yield f"pld{lookup}-{cache}", GenerationConfig(
                prompt_lookup_num_tokens=lookup,
                cache_implementation=cache,
                max_new_tokens=6,
                do_sample=False,
            )


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    enc = tok("the king loved the garden and the king loved the queen and the king", return_tensors="pt")
    for name, config in configurations():
        t0 = time.perf_counter()
        with torch.inference_mode():
            model.generate(**enc, generation_config=config)
        print(name, f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
