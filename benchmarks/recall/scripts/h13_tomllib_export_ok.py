# classes: 9 3
"""ExecuTorch export wrapper; sizes in export.toml (written on first run)."""
import tomllib
from pathlib import Path

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

TOML = """
checkpoint = "HuggingFaceTB/SmolLM2-135M"

[generation]
use_cache = true
cache_implementation = "static"

[export]
batch_size = 1
max_cache_len = 64
"""

cfg_path = Path("export.toml")
if not cfg_path.exists():
    cfg_path.write_text(TOML)
cfg = tomllib.loads(cfg_path.read_text())

model = AutoModelForCausalLM.from_pretrained(cfg["checkpoint"])
for key, value in cfg["generation"].items():
    setattr(model.generation_config, key, value)
model.generation_config.cache_config = dict(cfg["export"])

module = TorchExportableModuleWithStaticCache(model)
print(sum(b.numel() for b in module.buffers()))
