# classes: 4 2
"""Prompt lookup decoding in a text-generation pipeline over a small dataset, batched for throughput."""
from transformers import AutoTokenizer, pipeline

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
tokenizer.padding_side = "left"
generator = pipeline("text-generation", model=MODEL, tokenizer=tokenizer, device="cpu")

records = [
    "Repeat after me: the cat sat on the mat.",
    "Repeat after me: the dog sat on the log.",
    "Repeat after me: the bird sat on the word.",
    "Repeat after me: the fish sat on the dish.",
]

outputs = generator(
    records,
    batch_size=2,
    prompt_lookup_num_tokens=3,
    max_new_tokens=8,
    do_sample=False,
    return_full_text=False,
)
for rec, out in zip(records, outputs):
    print(rec, "->", out[0]["generated_text"])
