# classes: 2
"""Generate short answers for a list of questions, stopping each at the first blank line."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_name, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(model_name)

questions = ["what is a fox", "who is the king", "tell me about the garden", "why is the sky blue"]
generation_kwargs = dict(max_new_tokens=5, do_sample=False, stop_strings=["\n\n"])

answers = []
batch_size = 2
for i in range(0, len(questions), batch_size):
    batch = questions[i : i + batch_size]
    enc = tokenizer(batch, return_tensors="pt", padding=True)
    with torch.no_grad():
        gen = model.generate(**enc, **generation_kwargs)
    answers.extend(tokenizer.batch_decode(gen[:, enc.input_ids.shape[1]:], skip_special_tokens=True))

for q, a in zip(questions, answers):
    print(f"{q!r} -> {a!r}")
