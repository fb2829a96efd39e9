# classes: 7 9
"""Batched evaluation through a prepared DataLoader whose batches carry example ids; the id is
popped off the batch before the tensors go to generate."""
import torch
from accelerate import Accelerator
from torch.utils.data import DataLoader
from transformers import AutoModelForCausalLM, AutoTokenizer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", padding_side="left")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

examples = [{"id": i, "question": q} for i, q in enumerate(["2+2?", "Capital of Spain?", "Color of sky?"])]


def collate(rows):
    enc = tok([r["question"] for r in rows], return_tensors="pt", padding=True)
    enc["example_id"] = torch.tensor([r["id"] for r in rows])
    return enc


loader = DataLoader(examples, batch_size=2, collate_fn=collate)
model, loader = accelerator.prepare(model, loader)
for batch in loader:
    ids = batch.pop("example_id")
    with torch.no_grad():
        out = accelerator.unwrap_model(model).generate(**batch, max_new_tokens=5)
    accelerator.print(accelerator.gather_for_metrics(ids).tolist(), tok.batch_decode(out, skip_special_tokens=True))
