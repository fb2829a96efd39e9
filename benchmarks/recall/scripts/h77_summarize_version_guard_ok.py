# classes: 8 4
"""Summarise with the pipeline on transformers 4.x; on 5.x call the seq2seq model's generate directly."""
import transformers
from packaging import version
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, pipeline

CHECKPOINT = "facebook/bart-base"
TEXT = "once upon a time there lived a king who loved his garden and his dogs"

if version.parse(transformers.__version__) < version.parse("5.0.0"):
    summarizer = pipeline("summarization", model=CHECKPOINT)
    print(summarizer(TEXT, max_new_tokens=8)[0]["summary_text"])
else:
    tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
    model = AutoModelForSeq2SeqLM.from_pretrained(CHECKPOINT)
    inputs = tokenizer(TEXT, return_tensors="pt")
    ids = model.generate(**inputs, max_new_tokens=8)
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
