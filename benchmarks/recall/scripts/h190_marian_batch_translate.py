# classes: 5 8
"""Translate support tickets in batches with a fresh DynamicCache per batch (notebook style)."""
from transformers import AutoTokenizer, DynamicCache, MarianMTModel

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
    past_key_values=DynamicCache(),
    max_new_tokens=24,
)
for src, tgt in zip(tickets, tokenizer.batch_decode(generated, skip_special_tokens=True)):
    print(src, "=>", tgt)
