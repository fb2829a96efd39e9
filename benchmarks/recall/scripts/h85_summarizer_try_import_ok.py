# classes: 4 8
"""Summariser that uses SummarizationPipeline where it exists and falls back to generate() on transformers 5."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    from transformers import SummarizationPipeline
except ImportError:  # removed in transformers 5
    SummarizationPipeline = None

CHECKPOINT = "sshleifer/distilbart-cnn-12-6"
TEXT = "the river flooded the lower town after three days of rain and the school stayed closed"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForSeq2SeqLM.from_pretrained(CHECKPOINT)

if SummarizationPipeline is not None:
    summarizer = SummarizationPipeline(model=model, tokenizer=tokenizer)
    print(summarizer(TEXT, max_new_tokens=8, min_length=1)[0]["summary_text"])
else:
    inputs = tokenizer(TEXT, return_tensors="pt")
    ids = model.generate(**inputs, max_new_tokens=8)
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
