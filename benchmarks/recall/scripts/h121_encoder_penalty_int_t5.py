# classes: 8
"""Summarise with Flan-T5 while nudging the output to stay close to the source text: an encoder
repetition penalty written as a whole number."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

checkpoint = "google/flan-t5-small"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForSeq2SeqLM.from_pretrained(checkpoint)

article = "summarize: The city council approved the new budget after a long debate on Tuesday."
batch = tokenizer(article, return_tensors="pt")
summary_ids = model.generate(**batch, num_beams=2, encoder_repetition_penalty=2, max_new_tokens=12)
print(tokenizer.decode(summary_ids[0], skip_special_tokens=True))
