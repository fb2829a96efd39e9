# classes: 2
"""Sweep assistant_confidence_threshold for dynamic speculation (transformers >= 4.45).

The assistant stops drafting once its confidence drops under the threshold; we record
latency and how many tokens were produced for each value.
"""
import csv
import io
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TARGET_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
THRESHOLDS = [0.0, 0.2, 0.4, 0.6, 0.8]
PROMPT = "the quick brown fox jumps over the lazy dog the quick brown fox"


def timed(fn):
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        result = fn(*args, **kwargs)
        return result, time.perf_counter() - start

    return wrapper


def build_config(threshold, max_new_tokens=8):
    return GenerationConfig(
        max_new_tokens=max_new_tokens,
        do_sample=False,
        num_assistant_tokens=6,
        assistant_confidence_threshold=threshold,
        pad_token_id=0,
    )


@timed
@torch.no_grad()
def generate(model, inputs, config, assistant=None):
    if assistant is None:
        return model.generate(**inputs, generation_config=config)
    return model.generate(**inputs, generation_config=config, assistant_model=assistant)


def main():
    tokenizer = AutoTokenizer.from_pretrained(TARGET_ID)
    target = AutoModelForCausalLM.from_pretrained(TARGET_ID)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)
    inputs = tokenizer(PROMPT, return_tensors="pt")

    _, baseline = generate(target, inputs, build_config(0.0))
    table = []
    for threshold in THRESHOLDS:
        config = build_config(threshold)
        out, seconds = generate(target, inputs, config, assistant=draft)
        table.append(
            {
                "threshold": threshold,
                "seconds": f"{seconds:.4f}",
                "speedup": f"{baseline / seconds:.2f}",
                "new_tokens": out.shape[-1] - inputs["input_ids"].shape[-1],
            }
        )

    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["threshold", "seconds", "speedup", "new_tokens"])
    writer.writeheader()
    writer.writerows(table)
    print(buf.getvalue())


if __name__ == "__main__":
    main()
