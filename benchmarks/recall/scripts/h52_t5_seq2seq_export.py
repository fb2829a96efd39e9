# classes: 9
"""Exporting t5-small for on-device translation with the seq2seq recipe."""
import torch
from transformers import AutoModelForSeq2SeqLM
from transformers.integrations.executorch import Seq2SeqLMExportableModule

model = AutoModelForSeq2SeqLM.from_pretrained("t5-small").eval()
exportable = Seq2SeqLMExportableModule(model, batch_size=1, max_hidden_seq_length=64, max_cache_length=32)
exported = exportable.export(encoder_input_ids=torch.tensor([[5, 6, 7, 3]]))
print(type(exported).__name__)
