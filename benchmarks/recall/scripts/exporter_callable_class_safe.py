# classes: 7 9
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class Exporter:
    def __init__(self, max_cache_len: int = 64, batch_size: int = 1):
        self.max_cache_len = max_cache_len
        self.batch_size = batch_size

    def __call__(self, model):
        model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
        return TorchExportableModuleWithStaticCache(model, batch_size=self.batch_size, max_cache_len=self.max_cache_len)


export = Exporter()
print(export(AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")))
