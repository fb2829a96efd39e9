# classes: 4 8
"""Summariser that imports SummarizationPipeline from its 4.x module when it exists and calls generate() itself otherwise."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    from transformers.pipelines.text2text_generation import SummarizationPipeline
except ImportError:
    SummarizationPipeline = None

tokenizer = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
text = "the river flooded the lower town after three days of heavy rain"
if SummarizationPipeline is not None:
    print(SummarizationPipeline(model=model, tokenizer=tokenizer)(text, max_new_tokens=8, min_length=1))
else:
    ids = model.generate(**tokenizer(text, return_tensors="pt"), max_new_tokens=8)
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
