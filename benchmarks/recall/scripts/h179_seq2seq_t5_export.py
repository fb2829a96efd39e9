# classes: 9 8
"""Export flan-t5-small encoder and decoder for the offline translator app."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
from transformers.integrations.executorch import Seq2SeqLMExportableModule

NAME = "google/flan-t5-small"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForSeq2SeqLM.from_pretrained(NAME).eval()
exportable = Seq2SeqLMExportableModule(model, batch_size=1, max_hidden_seq_length=32, max_cache_length=16)
exportable.export()
ids = tok("translate English to German: hello world", return_tensors="pt").input_ids
print(tok.decode(exportable.generate(ids, max_new_tokens=4)))
