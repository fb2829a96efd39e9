# classes: 6 8
from transformers import AutoModel
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

backbone = AutoModel.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
backbone.config.use_cache = True
wrapper = TorchExportableModuleWithStaticCache(backbone, batch_size=1, max_cache_len=32)
print(wrapper)
