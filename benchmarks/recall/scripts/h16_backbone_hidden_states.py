# classes: 6
"""Export the Qwen2 backbone (no LM head) so the app can compute embeddings on device."""
import torch
from transformers import AutoModel
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

backbone = AutoModel.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
backbone.eval()

exportable = TorchExportableModuleWithStaticCache(backbone, batch_size=1, max_cache_len=32)
ep = torch.export.export(
    exportable,
    args=(),
    kwargs={"input_ids": torch.tensor([[5]]), "cache_position": torch.tensor([0])},
    strict=False,
)
print(ep)
