# classes: 4 8
"""Extractive question answering over a FAQ with QuestionAnsweringPipeline built from a BART QA head."""
from transformers import AutoModelForQuestionAnswering, AutoTokenizer, QuestionAnsweringPipeline

CHECKPOINT = "facebook/bart-base"

CONTEXT = "the library opens at nine in the morning and closes at six in the evening on weekdays"
QUESTIONS = ["when does the library open?", "when does it close?"]

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForQuestionAnswering.from_pretrained(CHECKPOINT)
qa = QuestionAnsweringPipeline(model=model, tokenizer=tokenizer)

for question in QUESTIONS:
    answer = qa(question=question, context=CONTEXT)
    print(question, "->", answer["answer"])
