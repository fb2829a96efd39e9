# classes: 8
"""Forum question: "I want 5 outputs" with num_beams=3 copied from a translation example."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")
inputs = tokenizer("tell me a story about cats", return_tensors="pt")
outs = model.generate(**inputs, num_beams=3, num_return_sequences=5, max_new_tokens=6)
print(tokenizer.batch_decode(outs, skip_special_tokens=True))
