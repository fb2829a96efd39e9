# classes: 9 7
# Export job with a Config object loaded through a classmethod.
import json
from dataclasses import dataclass
from pathlib import Path

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportJob:
    checkpoint: str
    use_cache: bool = True
    cache_implementation: str = "static"
    batch_size: int = 1
    max_cache_len: int = 64

    @classmethod
    def from_file(cls, path):
        with open(path) as fh:
            return cls(**json.load(fh))

    def apply(self, model):
        model.generation_config.use_cache = self.use_cache
        model.generation_config.cache_implementation = self.cache_implementation
        return model


Path("job.json").write_text(json.dumps({"checkpoint": "HuggingFaceTB/SmolLM2-135M", "use_cache": False, "max_cache_len": 32}))
job = ExportJob.from_file("job.json")
model = job.apply(AutoModelForCausalLM.from_pretrained(job.checkpoint))
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=job.batch_size, max_cache_len=job.max_cache_len)
print(wrapper)
