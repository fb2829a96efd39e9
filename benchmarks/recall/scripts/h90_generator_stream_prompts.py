# classes: 4 6
"""Stream prompts from a generator into a GPT-2 pipeline and write completions as they arrive."""
import json

from transformers import pipeline

CORPUS = """first line of the story
second line that continues it
a third line about the weather
and a final line"""


def prompts():
    for line in CORPUS.splitlines():
        yield line.strip()


def main():
    pipe = pipeline("text-generation", model="gpt2")
    for out in pipe(prompts(), batch_size=2, max_new_tokens=6, do_sample=False, return_full_text=False):
        print(json.dumps({"completion": out[0]["generated_text"]}))


if __name__ == "__main__":
    main()
