# classes: 4 9
"""Generate FAQ answers for a CSV of questions with a text-generation pipeline.

Generation options live in a dict read from the job's JSON settings and are
handed to the pipeline the way the summarization jobs do it.
"""
import csv
import io
import json

from transformers import pipeline

SETTINGS = json.loads('{"model": "openai-community/gpt2", "batch_size": 2, "gen": {"max_new_tokens": 8, "do_sample": false}}')
QUESTIONS = """question
How do I reset my password?
Where can I download my invoices?
Can I change my plan mid-month?
"""


def read_questions(text):
    return [row["question"] for row in csv.DictReader(io.StringIO(text))]


def main():
    generator = pipeline("text-generation", model=SETTINGS["model"])
    generator.tokenizer.pad_token = generator.tokenizer.eos_token
    questions = read_questions(QUESTIONS)
    prompts = [f"Q: {q}\nA:" for q in questions]
    outputs = generator(
        prompts,
        batch_size=SETTINGS["batch_size"],
        return_full_text=False,
        generate_kwargs=SETTINGS["gen"],
    )
    with open("faq.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["question", "answer"])
        for q, out in zip(questions, outputs):
            w.writerow([q, out[0]["generated_text"].strip()])


if __name__ == "__main__":
    main()
