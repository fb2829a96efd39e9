# classes: 4 3
"""Quantisation smoke test: `qsmoke.py [fp32|half]`.

Loads the checkpoint itself (so that dtype and eval mode are under our control) and hands the
model object to a text-generation pipeline.
"""
import sys

import torch
from transformers import AutoModelForCausalLM, pipeline

MODEL = "openai-community/gpt2"
DTYPES = {"fp32": torch.float32, "half": torch.bfloat16}


def smoke(dtype_name):
    model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=DTYPES[dtype_name])
    model.eval()
    generator = pipeline("text-generation", model=model)
    out = generator("Once upon a time", max_new_tokens=6, do_sample=False)
    print(dtype_name, out[0]["generated_text"])


def main(argv):
    mode = argv[1] if len(argv) > 1 else "fp32"
    if mode not in DTYPES:
        print(f"usage: {argv[0]} [{'|'.join(DTYPES)}]")
        return 2
    smoke(mode)
    return 0


if __name__ == "__main__":
    main(sys.argv)
