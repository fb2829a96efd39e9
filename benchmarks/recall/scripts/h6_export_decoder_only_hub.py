"""Wrap Qwen2.5-0.5B for ExecuTorch with the decoder-only module straight from the hub."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def main():
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B", torch_dtype=torch.float32)
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
    print(type(exportable.model).__name__)


if __name__ == "__main__":
    main()
