# classes: 6 9
"""optimum-executorch style helper: load a Llama checkpoint as shipped, wrap it in
TorchExportableModuleForDecoderOnlyLM with batch size and cache length, export from input ids."""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def load_and_export(model_id: str, max_seq_len: int = 128, dtype: torch.dtype = torch.float32):
    model = AutoModelForCausalLM.from_pretrained(model_id, dtype=dtype, attn_implementation="sdpa").eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_seq_len)
    example = torch.tensor([[1, 2, 3]], dtype=torch.long)
    return exportable.export(input_ids=example, cache_position=torch.arange(3), strict=False)


print(load_and_export("meta-llama/Llama-3.2-1B-Instruct", max_seq_len=64))
