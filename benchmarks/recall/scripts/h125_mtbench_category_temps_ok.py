# classes: 1 2
"""MT-bench-style answers: categories with temperature below 1e-4 are decoded greedily."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

temperature_config = {"writing": 0.7, "roleplay": 0.7, "math": 0.0, "coding": 0.0, "stem": 0.1}
questions = [
    {"question_id": 81, "category": "writing", "turns": ["tell me a story about a queen"]},
    {"question_id": 111, "category": "math", "turns": ["one two three four"]},
    {"question_id": 121, "category": "coding", "turns": ["write hello world"]},
]

model_path = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_path)
model = AutoModelForCausalLM.from_pretrained(model_path)
for q in questions:
    temperature = temperature_config.get(q["category"], 0.7)
    do_sample = temperature >= 1e-4
    conv = [{"role": "user", "content": q["turns"][0]}]
    input_ids = tokenizer.apply_chat_template(conv, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    gen = dict(do_sample=do_sample, max_new_tokens=8)
    if do_sample:
        gen["temperature"] = temperature
    torch.manual_seed(q["question_id"])
    out = model.generate(input_ids, attention_mask=torch.ones_like(input_ids), **gen)
    print(q["question_id"], tokenizer.decode(out[0][len(input_ids[0]) :], skip_special_tokens=True))
