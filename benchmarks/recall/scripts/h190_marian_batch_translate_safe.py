# classes: 5 8
"""Translate support tickets in batches (notebook style; generate makes its own cache)."""
from transformers import AutoTokenizer, MarianMTModel

model_name = "Helsinki-NLP/opus-mt-en-de"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = MarianMTModel.from_pretrained(model_name)

tickets = [
    "Thanks!",
    "My order arrived yesterday but the box was damaged and two of the glasses inside were broken",
]

encoded = tokenizer(tickets, return_tensors="pt", padding="longest")
generated = model.generate(
    input_ids=encoded["input_ids"],
    attention_mask=encoded["attention_mask"],
    max_new_tokens=24,
)
for src, tgt in zip(tickets, tokenizer.batch_decode(generated, skip_special_tokens=True)):
    print(src, "=>", tgt)
