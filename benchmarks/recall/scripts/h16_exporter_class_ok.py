# classes: 7
import logging
import os

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

log = logging.getLogger("exporter")


class EdgeExporter:
    """Small helper around the ExecuTorch static-cache recipe."""

    def __init__(self, model_id, max_seq_len=64, batch_size=1):
        self.model_id = model_id
        self.max_seq_len = max_seq_len
        self.batch_size = batch_size
        self.model = None

    def load(self):
        self.model = AutoModelForCausalLM.from_pretrained(self.model_id, torch_dtype=torch.float32)
        self.model.eval()
        return self

    def configure(self, cache_implementation="static"):
        self.model.generation_config.use_cache = True
        self.model.generation_config.cache_implementation = cache_implementation
        return self

    def wrap(self):
        return TorchExportableModuleWithStaticCache(
            self.model, batch_size=self.batch_size, max_cache_len=self.max_seq_len
        )

    def export(self, out_dir="exported"):
        module = self.wrap()
        ep = torch.export.export(
            module,
            args=(),
            kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])},
            strict=False,
        )
        os.makedirs(out_dir, exist_ok=True)
        log.info("exported %s", self.model_id)
        return ep


if __name__ == "__main__":
    exporter = EdgeExporter("meta-llama/Llama-3.2-1B-Instruct").load().configure()
    exporter.export()
