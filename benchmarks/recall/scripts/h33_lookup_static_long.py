# classes: 5 8
"""Prompt-lookup speed test on repetitive inputs (code and logs), with the static cache the
production server uses; the timed run generates a longer continuation than the warm-up."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

LOG = "\n".join(f"INFO worker-{i % 3} heartbeat ok latency=12ms" for i in range(6))
INPUTS = {"logs": LOG + "\nINFO worker-", "code": "for i in range(10):\n    print(i)\nfor j in range(10):\n    print("}


def generate(model, tok, text, n_new):
    enc = tok(text, return_tensors="pt")
    with torch.no_grad():
        return model.generate(
            **enc,
            max_new_tokens=n_new,
            do_sample=False,
            prompt_lookup_num_tokens=4,
            cache_implementation="static",
        )


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    for name, text in INPUTS.items():
        generate(model, tok, text, n_new=2)
        t0 = time.perf_counter()
        out = generate(model, tok, text, n_new=24)
        print(f"{name}: {out.shape[-1]} tokens in {time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
