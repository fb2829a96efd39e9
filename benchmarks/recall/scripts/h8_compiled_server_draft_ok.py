"""Latency benchmark: the target model compiled with torch.compile (dynamic cache), a draft model for speculative decoding."""
# classes: 5 7
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def load(name, compile_model=False):
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)
    model.eval()
    if compile_model:
        # The draft changes the length every step: keep the default cache.
        model = torch.compile(model, mode="reduce-overhead", dynamic=False)
    return model


def bench(model, draft, tok, prompt, repeats=2):
    enc = tok(prompt, return_tensors="pt")
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        with torch.inference_mode():
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, do_sample=False)
        timings.append(time.perf_counter() - start)
    return tok.decode(out[0], skip_special_tokens=True), min(timings)


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = load(TARGET, compile_model=True)
    draft = load(DRAFT)
    text, best = bench(target, draft, tok, "tell me a story about cats")
    print(f"{best * 1000:.1f} ms  {text!r}")


if __name__ == "__main__":
    main()
