# classes: 6 7
"""Export job object: Gemma 2 with its hybrid cache, sizes read from the job's options."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache


class ExportJob:
    def __init__(self, checkpoint, **options):
        self.checkpoint = checkpoint
        self.options = options

    def build(self):
        model = AutoModelForCausalLM.from_pretrained(self.checkpoint).eval()
        return TorchExportableModuleWithHybridCache(
            model,
            batch_size=self.options.get("batch_size"),
            max_cache_len=self.options.get("max_cache_len", 128),
        )


if __name__ == "__main__":
    job = ExportJob("google/gemma-2-2b-it", max_cache_len=64)
    print(type(job.build()).__name__)
