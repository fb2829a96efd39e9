# classes: 6 7
"""Teacher flan-t5-base labels a batch with t5-small as its assistant."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-base")
teacher = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
student = AutoModelForSeq2SeqLM.from_pretrained("t5-small")

texts = ["summarize: the king loved the garden", "summarize: the fox jumps over the lazy dog"]
batch = tokenizer(texts, return_tensors="pt", padding=True)
labels = teacher.generate(**batch, assistant_model=student, max_new_tokens=8)
print(tokenizer.batch_decode(labels, skip_special_tokens=True))
