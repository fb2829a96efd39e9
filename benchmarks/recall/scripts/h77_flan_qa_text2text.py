# classes: 8 4
"""Instruction-following QA with Flan-T5 through the text2text-generation pipeline (task as keyword)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, pipeline

checkpoint = "google/flan-t5-small"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForSeq2SeqLM.from_pretrained(checkpoint)

qa = pipeline(task="text2text-generation", model=model, tokenizer=tokenizer)

questions = ["tell me a story about cats", "who loved the garden"]
for q in questions:
    answer = qa(f"Answer the question: {q}", max_new_tokens=8)
    print(q, "->", answer[0]["generated_text"])
