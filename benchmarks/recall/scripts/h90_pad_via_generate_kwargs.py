# classes: 4 6
"""Batched GPT-2 completions passing pad_token_id to generate, as the usual warning suggests."""
from transformers import AutoTokenizer, pipeline

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
pipe = pipeline("text-generation", model="openai-community/gpt2", tokenizer=tokenizer)

questions = ["What is 2 + 2?", "Name a colour.", "Who wrote Hamlet?", "Largest ocean?"]
answers = pipe(
    questions,
    batch_size=4,
    max_new_tokens=6,
    do_sample=False,
    pad_token_id=tokenizer.eos_token_id,
)
for q, a in zip(questions, answers):
    print(q, "->", a[0]["generated_text"])
