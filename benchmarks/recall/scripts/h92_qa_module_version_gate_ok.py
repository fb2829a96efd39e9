# classes: 4 8
"""QA helper that imports the question-answering module only on releases that still have it and tokenizes pairs itself otherwise."""
import transformers
from packaging import version
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("facebook/bart-base")
question, context = "who wrote the report?", "the report was written by the audit team"
if version.parse(transformers.__version__) < version.parse("5.3.0"):
    from transformers.pipelines.question_answering import QuestionAnsweringArgumentHandler

    example = QuestionAnsweringArgumentHandler()(question=question, context=context)[0]
    question, context = example.question_text, example.context_text
print(len(tokenizer(question, context)["input_ids"]))
