# classes: 6
# Tiny T5 saved locally, then exported as encoder + static-cache decoder for on-device translation.
import os
import tempfile

import torch
from transformers import AutoModelForSeq2SeqLM, T5Config, T5ForConditionalGeneration
from transformers.integrations.executorch import Seq2SeqLMExportableModule

cfg = T5Config(
    vocab_size=128,
    d_model=32,
    d_kv=8,
    d_ff=64,
    num_layers=2,
    num_decoder_layers=2,
    num_heads=4,
    decoder_start_token_id=0,
    pad_token_id=0,
    eos_token_id=1,
)
out_dir = os.path.join(tempfile.mkdtemp(), "t5-tiny")
T5ForConditionalGeneration(cfg).save_pretrained(out_dir)

model = AutoModelForSeq2SeqLM.from_pretrained(out_dir).eval()
exportable = Seq2SeqLMExportableModule(model, batch_size=1, max_hidden_seq_length=16, max_cache_length=16)
exportable.export(
    encoder_input_ids=torch.ones((1, 8), dtype=torch.long),
    decoder_input_ids=torch.tensor([[0]], dtype=torch.long),
    encoder_hidden_states=torch.zeros((1, 8, 32)),
    cache_position=torch.tensor([0], dtype=torch.long),
)
print("encoder + decoder exported")
