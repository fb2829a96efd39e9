# classes: 4 9
"""Low-memory speculative decoding service: the draft is given to the pipeline at construction,
and the KV cache is turned off there too to save memory on a small box."""
from transformers import pipeline

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

generator = pipeline(
    "text-generation",
    model=MODEL,
    assistant_model=DRAFT,
    use_cache=False,
    max_new_tokens=8,
    do_sample=False,
)


def answer(question: str) -> str:
    out = generator(question, return_full_text=False)
    return out[0]["generated_text"]


if __name__ == "__main__":
    for q in ["What is the capital of France?", "Name a prime number."]:
        print(q, "->", answer(q))
