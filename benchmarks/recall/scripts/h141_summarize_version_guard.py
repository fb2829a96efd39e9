# classes: 1 4
"""Summarise with the pipeline where the installed transformers still has the summarization
task, and with AutoModelForSeq2SeqLM.generate otherwise (transformers 5 removed the task)."""
import transformers
from packaging import version
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

CKPT = "sshleifer/distilbart-cnn-12-6"
TEXT = "The museum reopened after two years of repairs. Visitors queued for hours to see the new wing."

if version.parse(transformers.__version__) < version.parse("5.0.0"):
    summarizer = transformers.pipeline("summarization", model=CKPT)
    print(summarizer(TEXT, max_length=20, min_length=2)[0]["summary_text"])
else:
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForSeq2SeqLM.from_pretrained(CKPT)
    enc = tok(TEXT, return_tensors="pt", truncation=True)
    ids = model.generate(**enc, max_length=20, min_length=2, num_beams=2)
    print(tok.decode(ids[0], skip_special_tokens=True))
