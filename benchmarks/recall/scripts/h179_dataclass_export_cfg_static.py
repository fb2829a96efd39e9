# classes: 6 9
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportConfig:
    checkpoint: str = "meta-llama/Llama-3.2-1B-Instruct"
    cache_implementation: str = "static"
    batch_size: int = 1
    max_cache_len: int = 32
    extra: dict = field(default_factory=dict)


def prepare(cfg: ExportConfig):
    model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint).eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = cfg.cache_implementation
    return TorchExportableModuleWithStaticCache(model, batch_size=cfg.batch_size, max_cache_len=cfg.max_cache_len)


module = prepare(ExportConfig())
program = torch.export.export(module, args=(), kwargs={"input_ids": torch.tensor([[1]]), "cache_position": torch.tensor([0])})
print(program.graph_signature.buffers_to_mutate)
