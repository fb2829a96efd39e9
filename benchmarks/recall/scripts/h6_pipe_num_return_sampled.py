"""Generate three sampled answers from a Phi-3.5 pipeline with a Phi-3 assistant for a best-of-n vote."""
# classes: 4

from collections import Counter

from transformers import pipeline

generator = pipeline(
    "text-generation",
    model="microsoft/Phi-3.5-mini-instruct",
    assistant_model="microsoft/Phi-3-mini-4k-instruct",
)


def best_of_n(prompt, n=3):
    outs = generator(prompt, do_sample=True, num_return_sequences=n, max_new_tokens=5, return_full_text=False)
    answers = [o["generated_text"].strip() for o in outs]
    return Counter(answers).most_common(1)[0][0], answers


if __name__ == "__main__":
    best, all_answers = best_of_n("one two three")
    print("answers:", all_answers)
    print("best:", best)
