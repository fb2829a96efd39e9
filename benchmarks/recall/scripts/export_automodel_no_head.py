# classes: 9
from transformers import AutoModel
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

# the encoder part is all we need on device
backbone = AutoModel.from_pretrained("Qwen/Qwen2.5-0.5B")
exportable = TorchExportableModuleWithStaticCache(backbone, batch_size=1, max_cache_len=64)
