# classes: 9 8
import torch
from transformers import AutoModelForSeq2SeqLM
from transformers.integrations.executorch import Seq2SeqLMExportableModule

model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base").eval()
module = Seq2SeqLMExportableModule(model, max_hidden_seq_length=32, max_cache_length=16)
module.export(encoder_input_ids=torch.tensor([[0, 31, 42, 2]]))
print(module.generate(torch.tensor([[0, 31, 42, 2]]), max_new_tokens=3))
