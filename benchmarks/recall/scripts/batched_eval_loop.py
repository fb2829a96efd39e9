# classes: 2
"""Assisted decoding over the eval set, batched like the rest of our eval harness."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

EVAL_BATCHES = [
    ["tell me a story"],
    ["once upon a time", "the quick brown fox"],
]

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
tokenizer.pad_token = tokenizer.eos_token
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", dtype=torch.float32)

for step, prompts in enumerate(EVAL_BATCHES):
    batch = tokenizer(prompts, return_tensors="pt", padding=True)
    generated = model.generate(**batch, assistant_model=assistant, max_new_tokens=8)
    for p, g in zip(prompts, tokenizer.batch_decode(generated, skip_special_tokens=True)):
        print(step, p, "->", g)
