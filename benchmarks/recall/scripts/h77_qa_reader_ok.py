# classes: 8 4
"""Reading-comprehension demo that answers with a chat model through text-generation (no QA pipeline)."""
from transformers import pipeline

reader = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")
context = "The tower stands in Paris, next to the river."
question = "Where is the tower?"
messages = [{"role": "user", "content": f"Context: {context}\nQuestion: {question}\nAnswer briefly."}]
print(reader(messages, max_new_tokens=6, do_sample=False)[0]["generated_text"][-1]["content"])
