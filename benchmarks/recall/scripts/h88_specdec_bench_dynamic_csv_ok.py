# classes: 2 5
"""Speculative-decoding speed benchmark over drafts and num_assistant_tokens with a dynamic
cache; the GenerationConfig is copied per run and the timings written to CSV."""
import copy
import csv
import io
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFTS = ["Qwen/Qwen2.5-0.5B-Instruct", "Qwen/Qwen2.5-Coder-0.5B-Instruct"]


def bench(model, inputs, cfg, **extra):
    t0 = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**inputs, generation_config=cfg, **extra)
    return time.perf_counter() - t0, out.shape[-1] - inputs["input_ids"].shape[-1]


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    model = AutoModelForCausalLM.from_pretrained(TARGET)
    base = GenerationConfig(max_new_tokens=8, do_sample=False, cache_implementation="dynamic")
    inputs = tok("once upon a time there lived a king", return_tensors="pt")
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["draft", "k", "seconds", "new_tokens"])
    writer.writerow(["none", 0, *bench(model, inputs, base)])
    base.cache_implementation = None
    for name in DRAFTS:
        draft = AutoModelForCausalLM.from_pretrained(name)
        for k in (3, 6):
            cfg = copy.deepcopy(base)
            cfg.num_assistant_tokens = k
            cfg.num_assistant_tokens_schedule = "constant"
            writer.writerow([name, k, *bench(model, inputs, cfg, assistant_model=draft)])
    print(buf.getvalue())


if __name__ == "__main__":
    main()
