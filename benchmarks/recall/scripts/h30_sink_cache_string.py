# classes: 8 2
"""Long-running streaming generation using the attention-sink cache from the 4.37 docs.

`SinkCache` was advertised for endless chat; later docs said to pick it with
`cache_implementation="sink"`. The script sweeps a few cache settings to compare speed.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
SETTINGS = [
    {"name": "default"},
    {"name": "sink", "cache_implementation": "sink"},
]


def run(model, tokenizer, setting):
    kwargs = {k: v for k, v in setting.items() if k != "name"}
    inputs = tokenizer("tell me a story about cats and dogs", return_tensors="pt")
    start = time.perf_counter()
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False, **kwargs)
    elapsed = time.perf_counter() - start
    text = tokenizer.decode(out[0], skip_special_tokens=True)
    return elapsed, text


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    for setting in SETTINGS:
        elapsed, text = run(model, tokenizer, setting)
        print(f"{setting['name']:>8}: {elapsed:.3f}s {text!r}")


if __name__ == "__main__":
    main()
