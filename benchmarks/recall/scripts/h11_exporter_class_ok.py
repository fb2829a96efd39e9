# classes: 7 3
"""Small exporter object: load, prepare, wrap."""
import argparse

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class ExecuTorchExporter:
    def __init__(self, model_id, max_len=64, batch_size=1):
        self.model_id = model_id
        self.max_len = max_len
        self.batch_size = batch_size
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.model.eval()

    def prepare(self):
        cfg = self.model.generation_config
        cfg.use_cache = True
        cfg.cache_implementation = "static"
        cfg.cache_config = {"batch_size": self.batch_size, "max_cache_len": self.max_len}
        return self

    @property
    def wrapper(self):
        return TorchExportableModuleWithStaticCache(self.model)

    def __call__(self):
        return self.wrapper


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="microsoft/Phi-3-mini-4k-instruct")
    parser.add_argument("--skip-prepare", action="store_true")
    args = parser.parse_args()
    exporter = ExecuTorchExporter(args.model)
    if not args.skip_prepare:
        exporter.prepare()
    print(type(exporter()).__name__)
