# classes: 4
from transformers import pipeline

pipe = pipeline("text-generation", model="TinyLlama/TinyLlama-1.1B-Chat-v1.0")
text = "the garden of the king was green and the garden of the queen was green and the garden"
print(pipe(text, max_new_tokens=8, prompt_lookup_num_tokens=5, do_sample=False)[0]["generated_text"])
