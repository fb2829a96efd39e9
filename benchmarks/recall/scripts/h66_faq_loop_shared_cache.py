# classes: 5
"""Answer a short FAQ list with SmolLM2; the KV cache object is made once to 'save allocations'."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

CKPT = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)

questions = [
    "What is the boiling point of water at sea level in Celsius?",
    "Who wrote Hamlet?",
    "Name a prime number.",
]

kv = DynamicCache()
for q in questions:
    batch = tokenizer(q, return_tensors="pt")
    generated = model.generate(**batch, past_key_values=kv, max_new_tokens=5, do_sample=False)
    answer = tokenizer.decode(generated[0, batch["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"Q: {q}\nA: {answer}")
