"""Batch a few prompts through a Qwen2.5 text-generation pipeline with the 0.5B model as assistant."""
# classes: 4

from transformers import pipeline

PROMPTS = [
    "tell me a story about cats",
    "the quick brown fox",
    "once upon a time",
    "hello world",
]


def build_pipe(batch_size=2):
    return pipeline(
        "text-generation",
        model="Qwen/Qwen2.5-1.5B-Instruct",
        assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
        device="cpu",
        batch_size=batch_size,
    )


def main():
    pipe = build_pipe()
    pipe.tokenizer.padding_side = "left"
    results = pipe(PROMPTS, max_new_tokens=6, return_full_text=False)
    for prompt, res in zip(PROMPTS, results):
        print(prompt, "->", res[0]["generated_text"])


if __name__ == "__main__":
    main()
