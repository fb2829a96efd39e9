# classes: 9 6
"""Seq2Seq (T5) export for on-device use: Seq2SeqLMExportableModule with small lengths, export(),
then its generate() on a tokenized prompt."""

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
from transformers.integrations.executorch import Seq2SeqLMExportableModule

MODEL_ID = "google/flan-t5-small"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID, dtype=torch.float32).eval()

exportable = Seq2SeqLMExportableModule(model, batch_size=1, max_hidden_seq_length=32, max_cache_length=16)
exportable.export()
prompt = tok("translate the quick brown fox", return_tensors="pt").input_ids
print(exportable.generate(prompt, max_new_tokens=4))
