"""Export helper class whose configure() step forgets to switch the cache implementation to static."""
# classes: 7 9
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class Exporter:
    def __init__(self, model_id, batch_size=1, max_cache_len=32):
        self.model_id = model_id
        self.batch_size = batch_size
        self.max_cache_len = max_cache_len
        self.model = None

    def load(self):
        self.model = AutoModelForCausalLM.from_pretrained(self.model_id)
        return self

    def configure(self, cache_implementation="dynamic"):
        gc = self.model.generation_config
        gc.use_cache = True
        gc.cache_implementation = cache_implementation
        return self

    def wrap(self):
        return TorchExportableModuleWithStaticCache(
            self.model, batch_size=self.batch_size, max_cache_len=self.max_cache_len
        )


if __name__ == "__main__":
    module = Exporter("microsoft/Phi-3-mini-4k-instruct").load().configure().wrap()
    print(module)
