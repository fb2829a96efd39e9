# classes: 9 3
"""ExecuTorch export; settings in export.toml (written on first run)."""
import tomllib
from pathlib import Path

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

TOML = """
checkpoint = "HuggingFaceTB/SmolLM2-135M"

[generation]
use_cache = true
cache_implementation = "static"

[export]
max_cache_len = 64
"""

cfg_path = Path("export.toml")
if not cfg_path.exists():
    cfg_path.write_text(TOML)
with cfg_path.open("rb") as fh:
    cfg = tomllib.load(fh)

model = AutoModelForCausalLM.from_pretrained(cfg["checkpoint"])
for key, value in cfg["generation"].items():
    setattr(model.generation_config, key, value)
model.generation_config.cache_config = {"max_cache_len": cfg["export"]["max_cache_len"]}

program = convert_and_export_with_cache(model)
print(program)
