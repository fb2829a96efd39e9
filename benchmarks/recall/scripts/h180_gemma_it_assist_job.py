# classes: 6 5
"""Batch job over chat prompts with Gemma 3 instruct and a draft of the same family."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "google/gemma-3-1b-it", "google/gemma-3-270m-it"
tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

jobs = [{"id": "a", "text": "tell me a story"}, {"id": "b", "text": "hello world"}]
for job in jobs:  # one at a time: assisted decoding takes a single sequence
    ids = tok(job["text"], return_tensors="pt")
    out = model.generate(**ids, assistant_model=draft, max_new_tokens=4, do_sample=False)
    job["output"] = tok.decode(out[0][ids["input_ids"].shape[1]:], skip_special_tokens=True)
print(jobs)
