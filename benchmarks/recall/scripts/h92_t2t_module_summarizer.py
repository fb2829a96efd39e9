# classes: 4 8
"""Release-notes digest that imports SummarizationPipeline from the module that defined it (as an editor's auto-import writes it)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
from transformers.pipelines.text2text_generation import SummarizationPipeline

CHECKPOINT = "sshleifer/distilbart-cnn-12-6"
NOTES = [
    "the new release adds a faster tokenizer and fixes a memory leak in the data loader",
    "this version drops support for python three point eight and updates the documentation",
]

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForSeq2SeqLM.from_pretrained(CHECKPOINT)
summarizer = SummarizationPipeline(model=model, tokenizer=tokenizer)

for note in NOTES:
    print(summarizer(note, max_new_tokens=8, min_length=1)[0]["summary_text"])
