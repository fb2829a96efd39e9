# classes: 1
"""Text-generation pipeline in a small service; the repetition setting has a typo."""
from transformers import pipeline

generator = pipeline("text-generation", model="openai-community/gpt2")


def answer(question: str) -> str:
    result = generator(
        question,
        max_new_tokens=10,
        repetiton_penalty=1.2,
        return_full_text=False,
    )
    return result[0]["generated_text"]


if __name__ == "__main__":
    print(answer("Why is the sky blue?"))
