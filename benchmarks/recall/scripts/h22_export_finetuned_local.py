# classes: 6 9
"""After fine-tuning (gradient checkpointing, so no cache), save the checkpoint and export it for ExecuTorch."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

BASE = "HuggingFaceTB/SmolLM2-135M-Instruct"

model = AutoModelForCausalLM.from_pretrained(BASE, torch_dtype=torch.float32)
tokenizer = AutoTokenizer.from_pretrained(BASE)
model.config.use_cache = False
model.gradient_checkpointing_enable()
model.train()
batch = tokenizer(["a tiny fine-tuning batch"], return_tensors="pt")
loss = model(**batch, labels=batch["input_ids"]).loss
loss.backward()

with tempfile.TemporaryDirectory() as out_dir:
    model.save_pretrained(out_dir)
    tokenizer.save_pretrained(out_dir)

    finetuned = AutoModelForCausalLM.from_pretrained(out_dir, torch_dtype=torch.float32)
    finetuned.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(finetuned, batch_size=1, max_cache_len=32)
    program = exportable.export(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
    print(len(program.graph.nodes))
