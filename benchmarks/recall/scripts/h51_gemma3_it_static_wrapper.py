# classes: 6 9
"""Gemma 3 1B instruct on device: wrap with a static KV cache and export with torch.export."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

repo = "google/gemma-3-1b-it"
tokenizer = AutoTokenizer.from_pretrained(repo)
model = AutoModelForCausalLM.from_pretrained(repo, torch_dtype=torch.float32, attn_implementation="eager")
model.eval()

exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
ids = tokenizer("Write a haiku about the sea", return_tensors="pt").input_ids[:, :1]
with torch.no_grad():
    program = torch.export.export(
        exportable,
        args=(),
        kwargs={"input_ids": ids, "cache_position": torch.tensor([0], dtype=torch.long)},
        strict=False,
    )
print(program.graph_signature.user_outputs)
