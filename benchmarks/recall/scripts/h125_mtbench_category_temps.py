# classes: 2 8
"""MT-bench-style answer generation with the per-category temperatures of the FastChat config."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

temperature_config = {
    "writing": 0.7,
    "roleplay": 0.7,
    "extraction": 0.0,
    "math": 0.0,
    "coding": 0.0,
    "reasoning": 0.0,
    "stem": 0.1,
    "humanities": 0.1,
}
questions = [
    {"question_id": 81, "category": "writing", "turns": ["tell me a story about a king"]},
    {"question_id": 111, "category": "math", "turns": ["what is two and three"]},
    {"question_id": 131, "category": "stem", "turns": ["why is the sky blue"]},
]

model_path = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_path)
model = AutoModelForCausalLM.from_pretrained(model_path, dtype=torch.float32)
answers = []
for q in questions:
    temperature = temperature_config.get(q["category"], 0.7)
    messages = [{"role": "user", "content": q["turns"][0]}]
    prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    enc = tokenizer([prompt], return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=8)
    answers.append({"question_id": q["question_id"], "answer": tokenizer.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)})
print(json.dumps(answers, indent=1))
