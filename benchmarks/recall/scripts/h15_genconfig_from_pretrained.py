# classes: 8 2
"""Start from the checkpoint's own generation config and derive the benchmark variants."""
import copy
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "google/gemma-7b-it"
DRAFT = "google/gemma-2b"


def variants(base):
    greedy = copy.deepcopy(base)
    greedy.update(do_sample=False, max_new_tokens=5)
    sampled = copy.deepcopy(base)
    sampled.update(do_sample=True, temperature=0.7, top_k=20, max_new_tokens=5, num_return_sequences=2)
    return {"greedy": greedy, "sampled": sampled}


def main():
    base = GenerationConfig.from_pretrained(TARGET)
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    enc = tok("tell me a story about cats", return_tensors="pt")
    for name, config in variants(base).items():
        t0 = time.perf_counter()
        with torch.inference_mode():
            model.generate(**enc, generation_config=config, assistant_model=draft)
        print(name, f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
