# classes: 9 3
# ExecuTorch export via the decoder-only recipe; sizes from a SimpleNamespace config.
from types import SimpleNamespace

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

defaults = dict(checkpoint="HuggingFaceTB/SmolLM2-135M", max_cache_len=64, batch_size=None, cache_implementation="static")
overrides = dict(max_cache_len=32)
cfg = SimpleNamespace(**{**defaults, **overrides})

model = AutoModelForCausalLM.from_pretrained(cfg.checkpoint)
model.generation_config.cache_implementation = cfg.cache_implementation
module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=cfg.batch_size, max_cache_len=cfg.max_cache_len)
print(module)
