# classes: 2
"""Summaries of support tickets with prompt-lookup decoding: the ticket text is repeated in the
answer a lot, so n-gram lookup speeds things up. Tickets are chunked into fixed-size batches."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
BATCH = 3
tickets = [
    {"ticket": 101, "body": "the model is slow to generate text on the blue server"},
    {"ticket": 102, "body": "the red dog ate my garden"},
    {"ticket": 103, "body": "hello world is not printed"},
    {"ticket": 104, "body": "tell me why the fast model is slow"},
    {"ticket": 105, "body": "one two three"},
]

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

results = {}
for i in range(0, len(tickets), BATCH):
    chunk = tickets[i : i + BATCH]
    prompts = [f"Summarize: {t['body']}\nSummary:" for t in chunk]
    inputs = tokenizer(prompts, return_tensors="pt", padding=True)
    outputs = model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=5)
    decoded = tokenizer.batch_decode(outputs[:, inputs.input_ids.shape[-1]:], skip_special_tokens=True)
    for t, text in zip(chunk, decoded):
        results[t["ticket"]] = text.strip()

for k, v in results.items():
    print(k, v)
