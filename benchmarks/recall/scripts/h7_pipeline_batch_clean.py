"""Text-generation pipeline with a draft model, prompts sent one at a time in a loop (batch_size=1)."""
# classes: 4
from transformers import pipeline

PROMPTS = ["hello world", "tell me about the king", "the quick brown fox"]


def make_pipe():
    return pipeline(
        "text-generation",
        model="Qwen/Qwen2.5-1.5B-Instruct",
        assistant_model="Qwen/Qwen2.5-0.5B-Instruct",
    )


def main():
    pipe = make_pipe()
    for prompt in PROMPTS:
        res = pipe(prompt, max_new_tokens=5, do_sample=False, return_full_text=False)
        print(prompt, "->", res[0]["generated_text"])


if __name__ == "__main__":
    main()
