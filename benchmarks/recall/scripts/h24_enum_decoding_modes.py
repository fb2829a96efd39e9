# classes: 2 7
"""Decoding-mode benchmark: every member of an Enum is timed on the same code prompt."""
import time
from enum import Enum

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "HuggingFaceTB/SmolLM2-360M-Instruct"
PROMPT = (
    "def fibonacci(n):\n    if n < 2:\n        return n\n    return fibonacci(n - 1) + fibonacci(n - 2)\n\n"
    "def fibonacci_memo(n, memo={}):\n"
)


class Mode(Enum):
    GREEDY = {"do_sample": False}
    SAMPLED = {"do_sample": True, "temperature": 0.7, "top_p": 0.9}
    LOOKUP = {"prompt_lookup_num_tokens": 5}
    LOOKUP_LEAN = {"prompt_lookup_num_tokens": 5, "use_cache": False}

    def kwargs(self, max_new_tokens: int = 12) -> dict:
        return {"max_new_tokens": max_new_tokens} | self.value


def main() -> None:
    tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
    model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32).eval()
    enc = tokenizer(PROMPT, return_tensors="pt")

    timings: dict[str, float] = {}
    for mode in Mode:
        start = time.perf_counter()
        with torch.inference_mode():
            out = model.generate(**enc, **mode.kwargs(), pad_token_id=tokenizer.eos_token_id)
        timings[mode.name] = time.perf_counter() - start
        completion = tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        print(f"{mode.name:<12} {timings[mode.name]:.3f}s {completion!r}")

    fastest = min(timings, key=timings.get)
    print("fastest:", fastest)


if __name__ == "__main__":
    main()
