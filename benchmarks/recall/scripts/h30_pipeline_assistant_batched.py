# classes: 4 8
"""Text-generation pipeline with a draft model, set up the 4.4x way (`torch_dtype=`, `max_length`).

The evaluation loop later batched the prompts for throughput.
"""
import torch
from transformers import pipeline

PROMPTS = [
    "the quick brown fox jumps over the lazy dog",
    "one two three four five",
    "once upon a time there lived a queen",
]


def main():
    pipe = pipeline(
        "text-generation",
        model="Qwen/Qwen2.5-1.5B-Instruct",
        assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
        torch_dtype=torch.float32,
        device="cpu",
    )
    pipe.tokenizer.padding_side = "left"
    results = pipe(PROMPTS, batch_size=2, max_new_tokens=5, do_sample=False)
    for prompt, result in zip(PROMPTS, results):
        print(prompt, "->", result[0]["generated_text"])


if __name__ == "__main__":
    main()
