# classes: 4 8
"""Summariser that reaches SummarizationPipeline as an attribute of the transformers.pipelines module."""
import transformers.pipelines
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
summarizer = transformers.pipelines.SummarizationPipeline(model=model, tokenizer=tokenizer)
print(summarizer("the committee met twice and approved the new budget for the school", max_new_tokens=8, min_length=1))
