# classes: 8 3
"""Seq2SeqTrainer on a decoder-only model (prompt and answer in one sequence) with
predict_with_generate; generation_max_length counts the prompt and the answer."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, Seq2SeqTrainer, Seq2SeqTrainingArguments

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
prompt = "tell me a story about the king who loved the garden once upon a time"
rows = [tok(prompt)] * 2


def collate(batch):
    ids = torch.tensor([r["input_ids"] for r in batch])
    return {"input_ids": ids, "attention_mask": torch.ones_like(ids), "labels": ids.clone()}


args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(), per_device_eval_batch_size=2, predict_with_generate=True, generation_max_length=24, report_to=[], use_cpu=True
)
trainer = Seq2SeqTrainer(model=model, args=args, data_collator=collate)
print(trainer.predict(rows).predictions.shape)
