# classes: 6
"""Batch job over chat prompts with Gemma 3 instruct, padded batches of two."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "google/gemma-3-1b-it"
tok = AutoTokenizer.from_pretrained(MAIN, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MAIN)

jobs = [{"id": "a", "text": "tell me a story"}, {"id": "b", "text": "hello world"}, {"id": "c", "text": "the king"}]
for i in range(0, len(jobs), 2):
    part = jobs[i : i + 2]
    enc = tok([j["text"] for j in part], return_tensors="pt", padding=True)
    out = model.generate(**enc, max_new_tokens=4, do_sample=False)
    for j, text in zip(part, tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)):
        j["output"] = text
print(jobs)
