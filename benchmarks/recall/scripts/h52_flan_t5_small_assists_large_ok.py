# classes: 6
"""The assisted-generation recipe: flan-t5-small proposes, flan-t5-large checks, greedy decoding."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

checkpoint, assistant_checkpoint = "google/flan-t5-large", "google/flan-t5-small"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForSeq2SeqLM.from_pretrained(checkpoint)
assistant_model = AutoModelForSeq2SeqLM.from_pretrained(assistant_checkpoint)

inputs = tokenizer("translate: the quick brown fox", return_tensors="pt")
outputs = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=8)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
