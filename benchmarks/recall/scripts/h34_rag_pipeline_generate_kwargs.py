# classes: 4 8
"""RAG over a text-generation pipeline: the retrieved chunks are stitched into a prompt, and
the decoding options are passed as one generate_kwargs dict like the ASR pipeline takes."""
from transformers import pipeline

CHUNKS = [
    "red green and blue are colors",
    "one two three four five are numbers",
    "the king and queen lived in a garden",
]


def retrieve(question, k=1):
    score = lambda c: sum(w in c for w in question.split())
    return sorted(CHUNKS, key=score, reverse=True)[:k]


def main():
    generator = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
    question = "what are red and blue"
    prompt = "context: " + " ".join(retrieve(question)) + "\nquestion: " + question + "\nanswer:"
    decoding = {"max_new_tokens": 6, "prompt_lookup_num_tokens": 3, "do_sample": False}
    result = generator(prompt, return_full_text=False, generate_kwargs=decoding)
    print(result[0]["generated_text"])


if __name__ == "__main__":
    main()
