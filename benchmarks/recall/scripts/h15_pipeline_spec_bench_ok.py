# classes: 4 2
"""text-generation pipeline with a draft model: throughput for a few request shapes."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

REQUEST_SHAPES = [
    {"max_new_tokens": 6, "do_sample": False},
    {"max_new_tokens": 6, "do_sample": True, "temperature": 0.8},
    {"max_new_tokens": 6, "do_sample": True, "temperature": 0.8, "top_k": 20},
]


def build_pipeline():
    tokenizer = AutoTokenizer.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return pipeline(
        "text-generation",
        model=TARGET,
        tokenizer=tokenizer,
        assistant_model=draft,
        device="cpu",
    )


def time_shape(pipe, prompt, shape):
    torch.manual_seed(0)
    t0 = time.perf_counter()
    result = pipe(prompt, return_full_text=False, **shape)
    return time.perf_counter() - t0, result


def main():
    pipe = build_pipeline()
    prompt = "tell me a story about a fox"
    for i, shape in enumerate(REQUEST_SHAPES):
        seconds, result = time_shape(pipe, prompt, shape)
        print(i, shape, f"{seconds:.3f}s", [r["generated_text"] for r in result])


if __name__ == "__main__":
    main()
