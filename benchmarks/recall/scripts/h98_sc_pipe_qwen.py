# classes: 4 6
"""Self-consistency through a pipeline: five answers per question from an instruct model, majority vote."""
from collections import Counter

from transformers import pipeline

QUESTIONS = ["one two three four", "red green blue"]


def majority(outputs):
    votes = Counter(o["generated_text"].split()[-1] if o["generated_text"].split() else "" for o in outputs)
    return votes.most_common(1)[0][0]


def main():
    pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
    for q in QUESTIONS:
        outs = pipe(q, num_return_sequences=5, max_new_tokens=6, return_full_text=False)
        print(q, majority(outs))


if __name__ == "__main__":
    main()
