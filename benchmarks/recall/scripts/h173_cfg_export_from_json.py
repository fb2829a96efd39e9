# classes: 3 6
"""Export runner: export settings come from a JSON file the script writes; the model's generation
config is set from them before the ExecuTorch wrapper is built."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORT = {"checkpoint": "HuggingFaceTB/SmolLM2-135M", "cache": {"batch_size": 1, "max_cache_len": 32}, "use_cache": True}

path = Path(tempfile.mkdtemp()) / "export.json"
path.write_text(json.dumps(EXPORT))
cfg = json.loads(path.read_text())

model = AutoModelForCausalLM.from_pretrained(cfg["checkpoint"])
model.generation_config.use_cache = cfg["use_cache"]
model.generation_config.cache_config = dict(cfg["cache"])
wrapper = TorchExportableModuleWithStaticCache(model)
print(type(wrapper).__name__)
