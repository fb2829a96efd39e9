# classes: 4 8
"""Batch preprocessing for an extractive-QA dataset that normalises question/context pairs with the QA pipeline's argument handler."""
from transformers import AutoTokenizer
from transformers.pipelines import QuestionAnsweringArgumentHandler

tokenizer = AutoTokenizer.from_pretrained("facebook/bart-base")
handler = QuestionAnsweringArgumentHandler()

rows = {
    "question": ["who wrote the report?", "when was it published?"],
    "context": ["the report was written by the audit team", "it was published in march"],
}
examples = handler(question=rows["question"], context=rows["context"])
for example in examples:
    ids = tokenizer(example.question_text, example.context_text, truncation=True)["input_ids"]
    print(len(ids), example.question_text)
