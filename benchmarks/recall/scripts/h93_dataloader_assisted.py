# classes: 7 2
"""Offline batch inference: a DataLoader with a padding collate function feeds a
target model sped up by a small draft model (speculative decoding)."""
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

rows = [
    "Write a haiku about rain.",
    "List three prime numbers.",
    "What is the capital of France?",
    "Translate 'good morning' to Spanish.",
    "Name a famous physicist.",
    "Describe a cat in five words.",
]

tokenizer = AutoTokenizer.from_pretrained(TARGET, padding_side="left")
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token

model = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)


def collate(batch):
    return tokenizer(batch, return_tensors="pt", padding=True)


loader = DataLoader(rows, batch_size=4, shuffle=False, collate_fn=collate)

results = []
for batch in loader:
    with torch.inference_mode():
        gen = model.generate(
            **batch,
            assistant_model=draft,
            max_new_tokens=10,
            do_sample=False,
            pad_token_id=tokenizer.pad_token_id,
        )
    results.extend(tokenizer.batch_decode(gen, skip_special_tokens=True))

for r in results:
    print(r)
