# classes: 8 3
"""Small CLI that translates lines of a file (or a demo sentence) from English to French with T5."""
import argparse

from transformers import pipeline

TASK = "translation_en_to_fr"


def build_translator(model_name):
    return pipeline(TASK, model=model_name)


def main():
    parser = argparse.ArgumentParser(description="English to French translation")
    parser.add_argument("--model", default="t5-small")
    parser.add_argument("--text", default="the quick brown fox jumps over the lazy dog")
    args = parser.parse_args()
    translator = build_translator(args.model)
    result = translator(args.text, max_new_tokens=8)
    print(result[0]["translation_text"])


if __name__ == "__main__":
    main()
