# classes: 4 8
"""FAQ answering that imports QuestionAnsweringPipeline from transformers.pipelines.question_answering and builds it over a BART QA head."""
from transformers import AutoModelForQuestionAnswering, AutoTokenizer
from transformers.pipelines.question_answering import QuestionAnsweringPipeline

CHECKPOINT = "facebook/bart-base"
CONTEXT = "the clinic opens at eight in the morning and closes at five in the afternoon"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForQuestionAnswering.from_pretrained(CHECKPOINT)
qa = QuestionAnsweringPipeline(model=model, tokenizer=tokenizer)
for question in ["when does the clinic open?", "when does it close?"]:
    print(question, "->", qa(question=question, context=CONTEXT)["answer"])
