# classes: 6 8
"""Deterministic evaluation of an instruct model: sampling switched off explicitly (its
generation_config.json samples by default)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

questions = [("What is the capital of Italy?", "rome"), ("How many legs does a spider have?", "8")]
score = 0
for q, gold in questions:
    msgs = [{"role": "user", "content": q}]
    enc = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=6, do_sample=False)
    pred = tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    score += gold in pred.lower()
print("accuracy:", score / len(questions))
