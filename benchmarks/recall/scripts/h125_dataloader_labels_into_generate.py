# classes: 8
"""Trainer-free eval loop: one DataLoader feeds both the loss and the generated answers."""
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(model_id).eval()
samples = ["tell me a story about the king", "the red fox and the blue dog", "one two three four five"]


def collate(batch):
    enc = tok(batch, return_tensors="pt", padding=True)
    enc["labels"] = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    return enc


loader = DataLoader(samples, batch_size=2, collate_fn=collate)
total = 0.0
for batch in loader:
    with torch.no_grad():
        total += model(**batch).loss.item()
        gen = model.generate(**batch, max_new_tokens=5, do_sample=False)
    print(tok.batch_decode(gen[:, batch["input_ids"].shape[1] :], skip_special_tokens=True))
print("loss", total / len(loader))
