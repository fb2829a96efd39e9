# classes: 7 2
"""A micro-batching worker: requests queue up and are padded into batches; a batch of one (the
quiet hours) goes through speculative decoding with the draft, larger ones decode plainly."""
import queue

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token

MAX_BATCH = 4
requests: "queue.Queue[str]" = queue.Queue()


def drain(q, limit):
    batch = []
    while len(batch) < limit:
        try:
            batch.append(q.get_nowait())
        except queue.Empty:
            break
    return batch


def process_batch(prompts):
    chats = [[{"role": "user", "content": p}] for p in prompts]
    texts = tokenizer.apply_chat_template(chats, add_generation_prompt=True, tokenize=False)
    enc = tokenizer(texts, return_tensors="pt", padding=True)
    extra = {"assistant_model": draft} if len(prompts) == 1 else {}
    with torch.no_grad():
        out = model.generate(**enc, **extra, max_new_tokens=6, pad_token_id=tokenizer.pad_token_id)
    return tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    for p in ["hello world", "tell me a story", "the quick brown fox", "one two three", "red green blue"]:
        requests.put(p)
    while not requests.empty():
        batch = drain(requests, MAX_BATCH)
        for prompt, reply in zip(batch, process_batch(batch)):
            print(prompt, "->", reply)
