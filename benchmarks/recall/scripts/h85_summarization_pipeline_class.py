# classes: 4 8
"""Meeting-notes digest that builds the SummarizationPipeline class directly from a loaded BART model."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, SummarizationPipeline

CHECKPOINT = "sshleifer/distilbart-cnn-12-6"

NOTES = [
    "the team met on monday to plan the release and agreed to ship the new search page next week",
    "the budget review moved to friday because the finance lead was out of the office",
]


def build_summarizer():
    tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
    model = AutoModelForSeq2SeqLM.from_pretrained(CHECKPOINT)
    return SummarizationPipeline(model=model, tokenizer=tokenizer, device=-1)


def main():
    summarizer = build_summarizer()
    for note in NOTES:
        result = summarizer(note, max_new_tokens=8, min_length=1)
        print("-", result[0]["summary_text"])


if __name__ == "__main__":
    main()
