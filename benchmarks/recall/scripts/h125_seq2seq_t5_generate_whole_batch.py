# classes: 8
"""T5 eval loop: the collated batch (with labels for the loss) is handed to generate whole."""
import torch
from torch.utils.data import DataLoader
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small").eval()
pairs = [("translate English to German: hello world", "hallo welt"), ("translate English to German: the dog", "der hund")]


def collate(batch):
    enc = tok([s for s, _ in batch], return_tensors="pt", padding=True)
    labels = tok([t for _, t in batch], return_tensors="pt", padding=True).input_ids
    labels[labels == tok.pad_token_id] = -100
    enc["labels"] = labels
    return enc


for batch in DataLoader(pairs, batch_size=2, collate_fn=collate):
    with torch.no_grad():
        loss = model(**batch).loss
        gen = model.generate(**batch, max_new_tokens=6)
    print(loss.item(), tok.batch_decode(gen, skip_special_tokens=True))
